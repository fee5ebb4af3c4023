// Every command-line script runs from any path: a checkout whose path has a space in it, reached through a
// symlink, started from another folder. Each must do its work and exit as it documents; a CLI that decided it
// was not the program would print nothing and exit 0.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { exposedVisitors, pageLoadLines, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';
import { liveSite, remoteBuild, targets, withRemote } from '@callvera/release/testing/release-sites';
import { SUBCOMMANDS } from '@callvera/release/release-remote';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The workspace packages the commands run: the site's tools and the two they build on. */
const PACKAGES = ['checkout', 'release', 'read-outs', 'deploy-config', 'local-servers', 'measurement', 'shared', 'tooling'];
/** The tools' packages, whose programs (a read-out, a bench's own process) run from their folder. */
const TOOL_PACKAGES = PACKAGES.slice(0, 6);
const home = mkdtempSync(path.join(tmpdir(), 'cli-paths-'));
/** A checkout whose path has a space: the commands, the workspace packages they run and the deploy configs, with this one's packages. */
const checkout = path.join(home, 'the site checkout');
/** The same checkout reached through a symlink, whose name has a space too. */
const linked = path.join(home, 'linked checkout');
/** Where the scripts are started from: neither the checkout nor its parent. */
const elsewhere = path.join(home, 'elsewhere');

before(() => {
  const skipBuilt = (source) => !/[/\\](node_modules|dist|\.cache)([/\\]|$)/.test(path.relative(root, source));
  for (const folder of ['scripts', ...PACKAGES, 'deploy'])
    cpSync(path.join(root, folder), path.join(checkout, folder), { recursive: true, filter: skipBuilt });
  cpSync(path.join(root, 'package.json'), path.join(checkout, 'package.json'));
  // This checkout's installs, but the workspace packages the copy's own: pnpm links them by relative paths, which
  // copied as links lead into the copy, where a link to the whole folder would lead back here (Node follows it).
  const copyLinks = (from, to) => cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  mkdirSync(path.join(checkout, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    const [from, to] = [path.join(root, 'node_modules', entry), path.join(checkout, 'node_modules', entry)];
    if (entry === '@callvera') copyLinks(from, to);
    else symlinkSync(from, to);
  }
  for (const folder of PACKAGES) {
    if (existsSync(path.join(root, folder, 'node_modules')))
      copyLinks(path.join(root, folder, 'node_modules'), path.join(checkout, folder, 'node_modules'));
  }
  symlinkSync(checkout, linked, 'dir');
  mkdirSync(elsewhere);
});

/**
 * Through the symlink only: its name has a space and it leads to a path with one, so a command that knows itself from
 * there knows itself from the plain path too (whose own run took a core 15 s more of npm test for nothing more).
 */
const WAYS = { 'a symlink to it': linked };

/** Runs a script of the checkout reached `through`, from another folder; its exit status and output. */
function run(through, script, args = []) {
  const result = spawnSync(process.execPath, [path.join(through, script), ...args], { cwd: elsewhere, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const { collectorPath, batchParam } = FIELD_EVENTS.wire;

/** Not commands but how every command runs: knowing it is the program, answering --help, a read-out's exit status. */
const HOW_COMMANDS_RUN = ['checkout/is-program.mjs', 'checkout/command-usage.mjs', 'read-outs/read-out-program.mjs'];

/**
 * Every command of the project, found in the files, so a new one cannot be left out: each script of scripts/ that
 * reads its command line or runs a package's command; each file of a tool's package that reads its command line or
 * runs only as the program, but for what a command of scripts/ runs (that command is the program); and each that
 * package.json runs.
 */
function projectCommands() {
  const code = (file) =>
    readFileSync(path.join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
  // Walked by hand: a package's node_modules links to the packages it uses, and theirs back, without end.
  const filesOf = (folder) =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return ['node_modules', '__tests__'].includes(entry.name) ? [] : filesOf(file);
      return file.endsWith('.mjs') ? [file] : [];
    });
  /** The package module a command of scripts/ runs: its main, or the module itself. */
  const runs = (file) =>
    [...code(file).matchAll(/import \{ main \} from '@callvera\/([\w-]+)\/([\w/-]+)'|import '@callvera\/([\w-]+)\/([\w/-]+)'/g)].map(
      ([, pkg, subpath, sidePkg, sideSubpath]) => `${pkg ?? sidePkg}/${subpath ?? sideSubpath}.mjs`,
    );
  const reads = (file) => /process\.argv|isProgram\(import\.meta\.url\)|runAsReadOut\(/.test(code(file));
  const commands = filesOf('scripts').filter((file) => reads(file) || runs(file).length);
  const ranByCommands = new Set(commands.flatMap(runs));
  const programs = TOOL_PACKAGES.flatMap(filesOf).filter((file) => !ranByCommands.has(file) && reads(file));
  const reading = [...commands, ...programs];
  const { scripts: npmScripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const runByNpm = [
    ...Object.values(npmScripts)
      .join('\n')
      .matchAll(new RegExp(`\\bnode ((?:${['scripts', ...TOOL_PACKAGES].join('|')})/\\S+\\.mjs)`, 'g')),
  ].map(([, file]) => file);
  return [...new Set([...reading, ...runByNpm])].filter((file) => !HOW_COMMANDS_RUN.includes(file)).sort();
}

test('the commands are found: the read-outs, the release tool, the benches, the servers, and none of the helpers', () => {
  const found = projectCommands();
  for (const file of HOW_COMMANDS_RUN) assert.ok(existsSync(path.join(root, file)), `${file} is gone: take it out of HOW_COMMANDS_RUN`);
  for (const command of [
    'scripts/release-remote.mjs',
    'scripts/bench.mjs',
    'scripts/bucket-smoke.mjs',
    'scripts/serve-all.mjs',
    'read-outs/experiment-plan.mjs',
    'measurement/bench/collector-crowd.mjs',
  ])
    assert.ok(found.includes(command), `${command} in ${found.join(', ')}`);
  assert.ok(!found.includes('checkout/site-apps.mjs') && !found.includes('measurement/bench/options.mjs'), found.join(', '));
  assert.ok(!found.includes('release/release-remote.mjs'), `scripts/release-remote.mjs is the command: ${found.join(', ')}`);
});

for (const [way, through] of Object.entries(WAYS)) {
  describe(`from ${way}`, () => {
    test('release-remote.mjs: usage errors exit 2, a check of nothing exits 1 saying why, a check that composes exits 0', async () => {
      const usage = run(through, 'scripts/release-remote.mjs');
      assert.equal(usage.status, 2);
      assert.match(
        usage.stderr,
        /^usage: release-remote\.mjs publish\|check\|rollback\|list\|pin\|preview\|canary\|canary-status\|canary-step /,
      );
      assert.equal(run(through, 'scripts/release-remote.mjs', ['check', 'shell', '/x', '--no-such-option']).status, 2);

      const nothing = run(through, 'scripts/release-remote.mjs', ['check', '/nonexistent', '/x']);
      assert.deepEqual(nothing, { status: 1, stdout: '', stderr: '/nonexistent/dist has no mf-manifest.json: build it first\n' });

      const site = await liveSite(targets({ endpoint: null }).folder);
      const served = site.args('mfe-pricing');
      const composes = run(through, 'scripts/release-remote.mjs', ['check', remoteBuild(site.root, 'mfe-pricing', '1.1.0'), ...served]);
      assert.deepEqual(composes, { status: 0, stdout: 'mfe-pricing 1.1.0 composes with the live shell 1.0.0.\n', stderr: '' });
      const react20 = remoteBuild(site.root, 'mfe-pricing', '2.0.0', withRemote({ shared: { react: '20.0.0' } }));
      const refused = run(through, 'scripts/release-remote.mjs', ['check', react20, ...served]);
      assert.equal(refused.status, 1);
      assert.match(refused.stderr, /^mfe-pricing 2\.0\.0 cannot run beside the live shell 1\.0\.0:\n {2}- react: needs \^20\.0\.0/);
    });

    test('every command answers --help with its usage and exit 0, doing nothing else', () => {
      for (const command of projectCommands()) {
        const help = run(through, command, ['--help']);
        assert.equal(help.status, 0, `${command}: ${help.stderr}`);
        assert.match(help.stdout, /^usage: \S+/, command);
        assert.equal(help.stderr, '', command);
      }
      for (const { name } of SUBCOMMANDS) {
        const help = run(through, 'scripts/release-remote.mjs', [name, '--help']);
        assert.equal(help.status, 0, `${name}: ${help.stderr}`);
        assert.match(help.stdout, new RegExp(`^usage: release-remote\\.mjs ${name} `), name);
      }
    });

    test('experiment-report.mjs: exit 1 and the banner on a sample-ratio mismatch, 0 on a split as weighted', () => {
      const convert = (index) => (index < 30 ? [{ action: 'get-started' }] : []);
      const mismatch = run(through, 'read-outs/experiment-report.mjs', [
        '--weights',
        'control=50,annual-first=50',
        writeLog([...exposedVisitors('control', 300), ...exposedVisitors('annual-first', 200)]),
      ]);
      assert.equal(mismatch.status, 1, mismatch.stderr);
      assert.match(mismatch.stdout, /!!! SAMPLE RATIO MISMATCH !!!/);
      const even = run(through, 'read-outs/experiment-report.mjs', [
        '--weights',
        'control=50,annual-first=50',
        // Enough visitors who converted and who did not, in each variant, for a verdict to read.
        writeLog([...exposedVisitors('control', 250, { convert }), ...exposedVisitors('annual-first', 250, { convert })]),
      ]);
      assert.equal(even.status, 0, even.stderr);
      assert.match(even.stdout, /annual-first/);
      assert.doesNotMatch(even.stdout, /MISMATCH/);
    });

    test('field-report.mjs: the failures of a remote, by kind', () => {
      const log = writeLog(
        pageLoadLines({
          events: [
            {
              name: 'remote-failure',
              failedRemote: 'pricing',
              failedRelease: '1.4.0',
              failure: 'integrity',
              retried: false,
              recovered: false,
            },
          ],
        }),
      );
      const report = run(through, 'read-outs/field-report.mjs', ['--remote', 'pricing', log]);
      assert.equal(report.status, 0, report.stderr);
      assert.match(report.stdout, /Remote failures by release/);
      assert.match(report.stdout, /integrity/);
    });

    test('field-log-from-cdn.mjs: the collector’s requests of an access log as log lines; usage exits non-zero', () => {
      const batch = Buffer.from(
        JSON.stringify({
          v: FIELD_EVENTS.schemaVersion,
          page: { pageLoad: '0f8fad5b-d9cb-469f-a165-70867728950e', shellRelease: '2.0.0', experiments: {} },
          events: [
            {
              name: 'conversion',
              time: 1795521600000,
              route: '/pricing',
              remote: 'pricing',
              remoteRelease: '1.4.0',
              action: 'get-started',
            },
          ],
        }),
      ).toString('base64url');
      const file = path.join(home, `cloudfront-${way.length}.gz`);
      const fields = ['date', 'time', 'cs-method', 'cs-uri-stem', 'sc-status', 'cs-uri-query'];
      const line = ['2026-11-24', '12:00:00', 'POST', collectorPath, '204', `${batchParam}=${batch}`].join('\t');
      writeFileSync(file, gzipSync(`#Version: 1.0\n#Fields: ${fields.join(' ')}\n${line}\n`));
      const converted = run(through, 'read-outs/field-log-from-cdn.mjs', [file]);
      assert.equal(converted.status, 0, converted.stderr);
      assert.match(converted.stdout, /"name":"conversion".*"action":"get-started"/);
      assert.notEqual(run(through, 'read-outs/field-log-from-cdn.mjs').status, 0);
    });

    test('render-deploy-config.mjs and render-cdn-config.mjs: --check passes on the checked-in configs and fails on a stale one; --out writes', () => {
      for (const script of ['scripts/render-deploy-config.mjs', 'scripts/render-cdn-config.mjs']) {
        assert.deepEqual(run(through, script, ['--check']), { status: 0, stdout: '', stderr: '' }, script);
      }
      const out = path.join(home, `rendered-${way.length}`);
      const rendered = run(through, 'scripts/render-deploy-config.mjs', [`--out=${out}`]);
      assert.equal(rendered.status, 0, rendered.stderr);
      assert.match(rendered.stdout, /^wrote .*nginx\/static-files\.conf/);

      const collector = path.join(checkout, 'deploy/cdn/event-collector.js');
      const original = readFileSync(collector, 'utf8');
      writeFileSync(collector, `${original}// edited by hand\n`);
      try {
        const stale = run(through, 'scripts/render-cdn-config.mjs', ['--check']);
        assert.equal(stale.status, 1);
        assert.match(stale.stderr, /^deploy\/cdn is out of date \(event-collector\.js\)/);
        assert.equal(run(through, 'scripts/render-deploy-config.mjs', ['--check']).status, 1);
      } finally {
        writeFileSync(collector, original);
      }
    });

    test('serve-bucket.mjs: without a bucket it says how to run it and exits 2; a bad --logs is named', () => {
      const usage = run(through, 'scripts/serve-bucket.mjs');
      assert.equal(usage.status, 2);
      assert.equal(usage.stdout, '');
      assert.match(usage.stderr, /^usage: serve-bucket\.mjs --endpoint <url> --bucket <name> \[--logs s3:\/\/<bucket>\/<prefix>\]\n/);
      const badLogs = run(through, 'scripts/serve-bucket.mjs', ['--endpoint', 'http://127.0.0.1:1', '--bucket', 'b', '--logs', 'logs/cdn']);
      assert.equal(badLogs.status, 2);
      assert.match(badLogs.stderr, /^--logs takes s3:\/\/<bucket>\/<prefix>, not "logs\/cdn"\nusage:/);
    });

    test('pin-builds.mjs: with nothing built it says what is missing and exits 1', () => {
      const missing = run(through, 'scripts/pin-builds.mjs');
      assert.equal(missing.status, 1);
      assert.match(missing.stderr, /^shell\/dist\/remotes\.json is missing: build the shell first/);
    });
  });
}
