// A build's id, stamped into its manifests' version: on hand-made build folders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bareVersion, buildIdOf } from '@callvera/shared/registry/release-names';
import { contentIdOf, stampBuildId } from '../build-id.mjs';
import { folderOf } from './support/file-tree.mjs';

const manifest = (version) => JSON.stringify({ id: 'pricing', metaData: { buildInfo: { buildVersion: version } } }, null, 2);

const build = (overrides = {}) =>
  folderOf({
    'mf-manifest.json': manifest('1.4.0'),
    'mf-stats.json': manifest('1.4.0'),
    'remoteEntry.js': 'entry',
    'assets/main.1a.css': 'body{color:red}',
    'annual-first/mf-manifest.json': manifest('1.4.0'),
    'annual-first/remoteEntry.js': 'variant entry',
    'site-config.json': '{"brand":"Callvera"}',
    ...overrides,
  });

const versionIn = (dist, file = 'mf-manifest.json') =>
  JSON.parse(readFileSync(path.join(dist, file), 'utf8')).metaData.buildInfo.buildVersion;

test('every manifest of the build, its variant included, reports the version with one id of the build', () => {
  const dist = build();
  const stamped = stampBuildId(dist);
  assert.match(stamped, /^1\.4\.0\+[0-9a-f]{10}$/);
  for (const file of ['mf-manifest.json', 'mf-stats.json', 'annual-first/mf-manifest.json'])
    assert.equal(versionIn(dist, file), stamped, file);
  assert.equal(bareVersion(stamped), '1.4.0');
  assert.equal(buildIdOf(stamped), contentIdOf(dist));
  assert.equal(buildIdOf('1.4.0'), null, 'a version from before builds had ids names none');
});

test('the same files in another folder give the same id; stamping again changes nothing', () => {
  const first = build();
  const second = build();
  assert.equal(stampBuildId(first), stampBuildId(second));
  assert.equal(stampBuildId(first), versionIn(second), 'a stamped build stamps to itself');
});

test('one changed byte of what ships, in any file, a variant included, is another build of the same version', () => {
  const base = stampBuildId(build());
  const others = [
    build({ 'assets/main.1a.css': 'body{color:blue}' }),
    build({ 'annual-first/remoteEntry.js': 'variant entry!' }),
    build({ 'assets/new.js': '' }),
  ].map(stampBuildId);
  for (const other of others) {
    assert.equal(bareVersion(other), '1.4.0');
    assert.notEqual(other, base);
  }
  assert.equal(new Set(others).size, others.length);
});

test("the deployment's settings and compressed copies are not the build: editing them keeps its id", () => {
  const base = stampBuildId(build());
  assert.equal(stampBuildId(build({ 'site-config.json': '{"brand":"Other"}', 'remoteEntry.js.br': 'x', 'remoteEntry.js.gz': 'y' })), base);
});

test('a folder that is no build is named, and nothing is written', () => {
  assert.throws(() => stampBuildId(path.join(build(), 'missing')), /missing: no build folder there \(build first\)/);
  assert.throws(() => stampBuildId(folderOf({ 'remoteEntry.js': 'entry' })), /no mf-manifest\.json in it/);
  const unversioned = folderOf({ 'mf-manifest.json': '{"metaData":{}}' });
  assert.throws(() => stampBuildId(unversioned), /names no buildVersion to stamp/);
});
