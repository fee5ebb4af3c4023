import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sameMajorRange, SHARED_MODULES, sharedDependencies } from '../shared-dependencies.mjs';

const shellDir = fileURLToPath(new URL('../../shell/', import.meta.url));

test('a shared module requires the major it was built against: minors and patches of it run on the shell’s', () => {
  assert.equal(sameMajorRange('19.3.1'), '^19.0.0');
  assert.equal(sameMajorRange('5.0.16'), '^5.0.0');
  // Below 1.0.0 a minor is what breaks, as in a caret range.
  assert.equal(sameMajorRange('0.1.0'), '^0.1.0');
  assert.equal(sameMajorRange('0.0.3'), '^0.0.3');
  assert.throws(() => sameMajorRange('workspace:*'), /"workspace:\*" is not a semantic version/);
});

test('every module is shared once per page, at the version the app bundles', () => {
  const shared = sharedDependencies(shellDir);
  assert.deepEqual(Object.keys(shared), SHARED_MODULES);
  const { version: react } = createRequire(`${shellDir}package.json`)('react/package.json');
  assert.deepEqual(shared.react, { singleton: true, version: react, requiredVersion: sameMajorRange(react) });
  assert.deepEqual(shared['react/jsx-runtime'], shared.react);
  assert.equal(shared['@callvera/shared/toast'].requiredVersion, '^0.1.0');
});

test('a module the build answers with another package (resolve.alias) is shared at that package’s version', () => {
  const app = mkdtempSync(path.join(tmpdir(), 'aliased-'));
  const install = (name, version) => {
    mkdirSync(path.join(app, 'node_modules', name), { recursive: true });
    writeFileSync(path.join(app, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  };
  for (const [name, version] of [
    ['react', '19.3.0'],
    ['react-18', '18.3.1'],
    ['react-dom', '19.3.0'],
    ['zustand', '5.0.16'],
    ['@callvera/shared', '0.1.0'],
    ['@callvera/shared-next', '1.0.0'],
  ]) {
    install(name, version);
  }
  const shared = sharedDependencies(app, { react: 'react-18', '@callvera/shared/toast$': '@callvera/shared-next/toast' });
  assert.equal(shared.react.version, '18.3.1');
  assert.equal(shared['react/jsx-runtime'].requiredVersion, '^18.0.0', 'a prefix alias answers the subpaths too');
  assert.equal(shared['react-dom'].version, '19.3.0');
  assert.equal(shared['@callvera/shared/toast'].requiredVersion, '^1.0.0');
  assert.equal(shared['@callvera/shared/demo-call'].requiredVersion, '^0.1.0', 'an exact alias answers that request only');
});
