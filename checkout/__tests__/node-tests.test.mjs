// Which node test files run, and how: every file node's own runner would find in a folder, the measurements of the
// machine alone after the rest; a folder with no tests is refused, so a run that tested nothing never passes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MEASURE_THE_MACHINE, nodeTestRuns, testFilesOf } from '../node-tests.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the machine’s own measurement runs alone, after the files that share the machine two at a time', () => {
  const runs = nodeTestRuns(['measurement', 'checkout']);
  assert.deepEqual(
    runs.map(({ concurrency }) => concurrency),
    [2, 1],
  );
  assert.deepEqual(runs[1].files, ['measurement/__tests__/collector-load.test.mjs']);
  assert.ok(!runs[0].files.includes('measurement/__tests__/collector-load.test.mjs'));
  assert.ok(runs[0].files.includes('measurement/__tests__/test-costs.test.mjs'));
  assert.ok(runs[0].files.includes('checkout/__tests__/node-tests.test.mjs'));
});

test('a folder’s files are the test files of its __tests__, subfolders too, and nothing else', () => {
  const release = testFilesOf('release');
  assert.ok(release.includes('release/__tests__/canary-step-targets.test.mjs'));
  assert.ok(
    release.every((file) => /^release\/__tests__\/.+\.test\.m?js$/.test(file)),
    release.join(', '),
  );
  assert.ok(!release.some((file) => file.includes('/support/')), 'support modules are no tests');
  assert.ok(MEASURE_THE_MACHINE.every((file) => testFilesOf(file.split('/__tests__/')[0]).includes(file)));
});

test('a folder without tests is refused with exit 2, naming it; so is no folder at all', () => {
  assert.throws(() => nodeTestRuns(['checkout', 'docs']), { message: 'No node tests in docs/__tests__/', exitCode: 2 });
  const command = (...args) => spawnSync(process.execPath, ['scripts/node-tests.mjs', ...args], { cwd: root, encoding: 'utf8' });
  const none = command('docs');
  assert.equal(none.status, 2);
  assert.equal(none.stderr, 'No node tests in docs/__tests__/\n');
  const usage = command();
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /^usage: node scripts\/node-tests\.mjs FOLDER/);
});
