// The checks a change touches, for feedback while working (`npm run test:changed`): Jest's tests of the changed
// files, the node tests of each tool package changed or built on one that changed, and Playwright's specs that
// changed or import what changed, against builds remade first when an app's source changed. `npm test` runs
// everything, and stays the check before landing: a change reaches pages and steps no file list can follow.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerHelp } from './command-usage.mjs';

export const USAGE = `usage: npm run test:changed [-- REV]
Runs the checks that the change since REV touches (default HEAD: the work not yet committed; on a branch, give main):
Jest's tests of the changed files, the node tests of the tool packages changed or built on a changed one, and the
Playwright specs changed or importing a changed file, after \`npm run build\` when an app's source changed.
Exits 2 when REV is no commit, 1 when nothing changed (no check ran) or a check failed.`;

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose node tests (`__tests__/`) run with node's test runner; each is, or lies in, a workspace package. */
const NODE_TESTED = [
  'checkout',
  'release',
  'read-outs',
  'deploy-config',
  'local-servers',
  'measurement',
  'tooling',
  'scripts',
  'shared/registry',
];
/** What the production builds are made from: a change there leaves the built site behind. */
const BUILT_FROM = /^(shell|mfe-[\w-]+|shared|tooling|e2e\/remotes)\//;
/** What Jest runs over (jest.config.mjs `roots`), and its own set-up. */
const JEST_SEES = /^(shell|mfe-[\w-]+|shared|jest)\/|^jest\.config\.mjs$/;

/**
 * Each folder of node tests: its package's name and the workspace packages it uses (package.json). scripts/ is no
 * package: its tests run every command, so it uses every tool package.
 */
export function workspacePackages() {
  const read = (folder) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  const tools = NODE_TESTED.filter((folder) => folder !== 'scripts' && !folder.includes('/'));
  return NODE_TESTED.map((folder) => {
    if (folder === 'scripts') return { folder, name: 'scripts', uses: tools.map((tool) => read(tool).name) };
    const { name, dependencies = {}, devDependencies = {} } = read(folder.split('/')[0]);
    return { folder, name, uses: Object.keys({ ...dependencies, ...devDependencies }).filter((used) => used.startsWith('@callvera/')) };
  });
}

/**
 * What to run for `changed` (paths from the checkout's root): `build` before Playwright, `jest`, and the folders whose
 * node tests run: each changed one, and each whose package uses a changed one's, however far down (of shared, only
 * the registry is the tools'; the rest of it runs in browsers, under Jest).
 * @param {string[]} changed
 * @param {{ folder: string, name: string, uses: string[] }[]} packages
 */
export function checksFor(changed, packages) {
  const inFolder = (file, folder) => file === folder || file.startsWith(`${folder}/`);
  const touchedNames = new Set(packages.filter(({ folder }) => changed.some((file) => inFolder(file, folder))).map(({ name }) => name));
  // Everything built on a changed package is touched too: until no more are added.
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, uses } of packages) {
      if (!touchedNames.has(name) && uses.some((used) => touchedNames.has(used))) {
        touchedNames.add(name);
        grew = true;
      }
    }
  }
  const nodeTests = packages.filter(({ name }) => touchedNames.has(name)).map(({ folder }) => folder);
  return {
    build: changed.some((file) => BUILT_FROM.test(file) && !/\/__tests__\//.test(file)),
    jest: changed.some((file) => JEST_SEES.test(file)),
    nodeTests: [...new Set(nodeTests)].sort(),
  };
}

/** The files changed since `since`, committed or not, and those git does not track yet. */
function changedSince(since) {
  const git = (...args) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw Object.assign(new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`), { exitCode: 2 });
    return result.stdout.split('\n').filter(Boolean);
  };
  if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${since}^{commit}`], { cwd: root }).status !== 0)
    throw Object.assign(new Error(`${since} is no commit of this repository: give a branch, tag or commit to compare with`), {
      exitCode: 2,
    });
  return [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])];
}

/** Runs one check, its output as it comes; true when it passed. */
function run(title, command, args, env = {}) {
  console.log(`› ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const passed = result.status === 0;
  console.log(passed ? `✓ ${title}` : `✗ ${title} failed (exit ${result.status ?? result.signal})`);
  return passed;
}

export function main(args = process.argv.slice(2)) {
  answerHelp(USAGE, args);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const since = args[0] ?? 'HEAD';
  let changed;
  try {
    changed = changedSince(since);
  } catch (error) {
    console.error(error.message);
    return error.exitCode ?? 1;
  }
  if (!changed.length) {
    console.error(`Nothing changed since ${since}, so no check ran: give a commit to compare with (npm run test:changed -- main)`);
    return 1;
  }
  const checks = checksFor(changed, workspacePackages());
  console.log(`${changed.length} file${changed.length === 1 ? '' : 's'} changed since ${since}`);
  const bin = (name) => path.join(root, 'node_modules/.bin', name);
  const results = [];
  if (checks.jest) results.push(run('Jest, the changed files’ tests', bin('jest'), ['--changedSince', since, '--passWithNoTests']));
  if (checks.nodeTests.length)
    results.push(run('Node tests', process.execPath, [path.join(root, 'scripts/node-tests.mjs'), ...checks.nodeTests]));
  if (checks.build) results.push(run('Build (an app’s source changed)', 'npx', ['-y', 'pnpm@10.34.9', 'build']));
  if (!results.includes(false))
    for (const config of ['e2e/playwright.config.ts', 'e2e/playwright.bucket.config.ts'])
      results.push(
        run(`Playwright (${path.basename(config)})`, bin('playwright'), [
          'test',
          '-c',
          config,
          `--only-changed=${since}`,
          '--pass-with-no-tests',
        ]),
      );
  return results.includes(false) ? 1 : 0;
}
