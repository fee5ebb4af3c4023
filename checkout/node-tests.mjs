// How the node tests of the tools' packages run (`npm run test:scripts`, `test:tooling`, `test:changed`): two files
// at once, for most of them wait on a subprocess (a command, nginx, DuckDB) and one file at a time left a core idle;
// then, each alone, the tests that measure the machine itself, whose figures another test's load would skew.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerHelp } from './command-usage.mjs';

export const USAGE = `usage: node scripts/node-tests.mjs FOLDER...
Runs the node tests (__tests__/, its subfolders too) of each FOLDER of the checkout, two files at once, then each test
that measures the machine, alone. Exits 2 when a FOLDER has no tests, 1 when a test failed.`;

const root = fileURLToPath(new URL('..', import.meta.url));

/** Tests whose figures are the machine's own speed (a latency against the same server idle): run with nothing beside. */
export const MEASURE_THE_MACHINE = ['measurement/__tests__/collector-load.test.mjs'];
const TEST_FILE = /\.test\.m?js$/;

/** The test files under `folder`/__tests__ (paths from the checkout's root), sorted. */
export function testFilesOf(folder) {
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file);
      return TEST_FILE.test(entry.name) ? [file] : [];
    });
  const tests = path.posix.join(folder, '__tests__');
  return existsSync(path.join(root, tests)) ? walk(tests).sort() : [];
}

/**
 * The runs for `folders`: the files that may share the machine, two at once, then each that measures it, alone.
 * @param {string[]} folders
 * @returns {{ files: string[], concurrency: number }[]}
 */
export function nodeTestRuns(folders) {
  const empty = folders.filter((folder) => !testFilesOf(folder).length);
  if (empty.length)
    throw Object.assign(new Error(`No node tests in ${empty.map((folder) => `${folder}/__tests__/`).join(', ')}`), { exitCode: 2 });
  const missing = MEASURE_THE_MACHINE.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) throw new Error(`MEASURE_THE_MACHINE names ${missing.join(', ')}, which is gone: name the file it became`);
  const files = folders.flatMap(testFilesOf);
  const shared = files.filter((file) => !MEASURE_THE_MACHINE.includes(file));
  const alone = files.filter((file) => MEASURE_THE_MACHINE.includes(file));
  return [...(shared.length ? [{ files: shared, concurrency: 2 }] : []), ...alone.map((file) => ({ files: [file], concurrency: 1 }))];
}

/** Runs the node tests of `folders`; the exit status: 0 when all passed. */
export function runNodeTests(folders) {
  let runs;
  try {
    runs = nodeTestRuns(folders);
  } catch (error) {
    console.error(error.message);
    return error.exitCode ?? 1;
  }
  let failed = false;
  for (const { files, concurrency } of runs) {
    const args = ['--test', '--test-timeout=300000', `--test-concurrency=${concurrency}`, ...files];
    const { status, error } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (error) console.error(`node --test could not start: ${error.message}`);
    if (status !== 0) failed = true;
  }
  return failed ? 1 : 0;
}

export function main(args = process.argv.slice(2)) {
  answerHelp(USAGE, args);
  if (!args.length || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  return runNodeTests(args.map((folder) => folder.replace(/\/+$/, '')));
}
