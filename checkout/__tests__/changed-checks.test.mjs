// Which checks a change touches, on hand-made changes whose answer is known from the packages' own dependencies;
// and the command's refusals, each naming what it could not do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checksFor, workspacePackages } from '../changed-checks.mjs';

const packages = workspacePackages();
const checks = (...changed) => checksFor(changed, packages);

test('a tool package runs its own node tests and those of every package built on it, however far down', () => {
  // release uses read-outs; local-servers uses release; measurement uses both; scripts runs every command.
  assert.deepEqual(checks('read-outs/field-report.mjs'), {
    build: false,
    jest: false,
    nodeTests: ['local-servers', 'measurement', 'read-outs', 'release', 'scripts'],
  });
  assert.deepEqual(checks('measurement/test-costs.mjs').nodeTests, ['measurement', 'scripts']);
  assert.deepEqual(checks('scripts/bench.mjs').nodeTests, ['scripts']);
});

test("an app's source asks for Jest and a build before the specs; shared's browser code runs no tool's tests", () => {
  assert.deepEqual(checks('shell/src/chrome/Header.tsx'), { build: true, jest: true, nodeTests: [] });
  assert.deepEqual(checks('shared/src/toast/toast-store.ts'), { build: true, jest: true, nodeTests: [] });
  assert.deepEqual(checks('shell/src/chrome/__tests__/Header.test.tsx'), { build: false, jest: true, nodeTests: [] });
  assert.deepEqual(checks('e2e/tests/landing.spec.ts'), { build: false, jest: false, nodeTests: [] });
});

test("the registry is every tool's: all their node tests run, and the builds are remade", () => {
  const touched = checks('shared/registry/site-registry.js');
  assert.equal(touched.build, true);
  assert.deepEqual(touched.nodeTests, [
    'checkout',
    'deploy-config',
    'local-servers',
    'measurement',
    'read-outs',
    'release',
    'scripts',
    'shared/registry',
    'tooling',
  ]);
});

test('the command refuses a commit that is not one with exit 2, and extra words with its usage', () => {
  const command = fileURLToPath(new URL('../../scripts/test-changed.mjs', import.meta.url));
  const notACommit = spawnSync(process.execPath, [command, 'no-such-branch'], { encoding: 'utf8' });
  assert.equal(notACommit.status, 2);
  assert.match(notACommit.stderr, /no-such-branch is no commit of this repository/);
  const extra = spawnSync(process.execPath, [command, 'HEAD', 'main'], { encoding: 'utf8' });
  assert.equal(extra.status, 2);
  assert.match(extra.stderr, /^usage: npm run test:changed/);
});
