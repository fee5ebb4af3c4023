// One commit builds byte-identical files in any folder: a section team releases from its own checkout, and the
// pages it renders name the live shell's files by their hashes. This check copies the checkout's files into two
// folders of different paths, installs each from the lockfile, builds the shell and a remote in each, and compares
// the two trees file by file.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerHelp } from './command-usage.mjs';

export const USAGE = `usage: node scripts/check-reproducible-build.mjs
Copies this checkout's files (tracked, and new ones not ignored) into two folders of different paths, installs each
from the lockfile, builds the shell and the pricing remote in production in each, and compares their dist/ trees.
Exits 1 naming the files that differ, 2 when a copy could not be installed or built.`;

const root = fileURLToPath(new URL('..', import.meta.url));
/** The shell, and one remote: what a remote's release renders with, and what it ships. */
export const COMPARED_APPS = ['shell', 'mfe-pricing'];
/** Two paths of different lengths and depths, neither the checkout's. */
const COPIES = ['first/site', 'second folder/deeper/site'];
const PNPM = ['-y', 'pnpm@10.34.9'];

/**
 * Every file under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  const walk = (sub) =>
    readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(sub, entry.name);
      return entry.isDirectory() ? walk(file) : [file];
    });
  return walk('').sort();
}

/**
 * How two build trees differ: files only in one, and files whose bytes differ. Empty when they are identical.
 * @param {string} first
 * @param {string} second
 * @returns {string[]}
 */
export function treeDifferences(first, second) {
  const [inFirst, inSecond] = [filesUnder(first), filesUnder(second)];
  const secondSet = new Set(inSecond);
  const firstSet = new Set(inFirst);
  return [
    ...inFirst.filter((file) => !secondSet.has(file)).map((file) => `only in the first: ${file}`),
    ...inSecond.filter((file) => !firstSet.has(file)).map((file) => `only in the second: ${file}`),
    ...inFirst
      .filter((file) => secondSet.has(file) && !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))))
      .map((file) => `differs: ${file}`),
  ];
}

class SetUpFailed extends Error {}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new SetUpFailed(
      `${[command, ...args].join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal}):\n${(result.stderr || result.stdout || '').trim()}`,
    );
  return result.stdout;
}

/** This checkout's files as git sees them: tracked, with their edits, and new ones not ignored. */
function checkoutFiles() {
  return run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root).split('\0').filter(Boolean);
}

/** Copies the checkout's files to `dir`, installs from the lockfile, and builds the compared apps there. */
function buildCopy(files, dir) {
  mkdirSync(dir, { recursive: true });
  // A file deleted but not yet committed is still listed by git: the copy goes without it, as a commit would.
  for (const file of files) {
    try {
      cpSync(path.join(root, file), path.join(dir, file), { verbatimSymlinks: true });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  run('npx', [...PNPM, 'install', '--frozen-lockfile', '--offline'], dir);
  for (const app of COMPARED_APPS) run('npx', ['rspack', 'build', '--mode', 'production'], path.join(dir, app));
}

export function main(args = process.argv.slice(2)) {
  answerHelp(USAGE, args);
  if (args.length) {
    console.error(USAGE);
    return 2;
  }
  const home = mkdtempSync(path.join(tmpdir(), 'reproducible-build-'));
  try {
    const files = checkoutFiles();
    const [first, second] = COPIES.map((copy) => path.join(home, copy));
    for (const dir of [first, second]) buildCopy(files, dir);
    const differences = COMPARED_APPS.flatMap((app) =>
      treeDifferences(path.join(first, app, 'dist'), path.join(second, app, 'dist')).map((line) => `${app}/dist ${line}`),
    );
    if (differences.length) {
      console.error(
        `One commit built different files in two folders (${COPIES.join(' and ')}): something of the folder's path reaches the output.\n` +
          differences.map((line) => `  ${line}`).join('\n'),
      );
      return 1;
    }
    const count = COMPARED_APPS.map((app) => filesUnder(path.join(first, app, 'dist')).length).reduce((a, b) => a + b, 0);
    console.log(`${COMPARED_APPS.join(' and ')} built byte-identical in two folders (${count} files)`);
    return 0;
  } catch (error) {
    if (!(error instanceof SetUpFailed)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
