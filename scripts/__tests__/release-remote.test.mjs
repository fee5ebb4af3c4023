import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { list, publish, rollback } from '../release-remote.mjs';

/** A fake build: a manifest naming its version, an entry, and one hashed chunk. */
function fakeBuild(root, version, chunk) {
  const dist = path.join(root, `build-${version}`);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `// entry ${version} loads ${chunk}`);
  writeFileSync(path.join(dist, 'assets', chunk), `// chunk of ${version}`);
  return dist;
}

test('a release swaps the entry files, keeps earlier chunks, and rolls back', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'release-'));
  const served = path.join(root, 'served');
  publish(fakeBuild(root, '1.0.0', 'page.aaa111.js'), served, new Date('2026-11-01T10:00:00Z'));
  publish(fakeBuild(root, '1.1.0', 'page.bbb222.js'), served, new Date('2026-11-02T10:00:00Z'));

  assert.match(readFileSync(path.join(served, 'remoteEntry.js'), 'utf8'), /entry 1.1.0/);
  assert.ok(existsSync(path.join(served, 'assets', 'page.aaa111.js')), 'an open page can still load 1.0.0 chunks');
  assert.ok(existsSync(path.join(served, 'assets', 'page.bbb222.js')));

  const back = rollback(served);
  assert.match(back, /_1\.0\.0$/);
  assert.match(readFileSync(path.join(served, 'remoteEntry.js'), 'utf8'), /entry 1.0.0/);
  assert.equal(JSON.parse(readFileSync(path.join(served, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion, '1.0.0');
  assert.equal(list(served).current, back);
  assert.throws(() => rollback(served), /no earlier release/);
});

test('publishing something that was never built is refused', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'release-'));
  assert.throws(() => publish(path.join(root, 'nothing'), path.join(root, 'served')), /has no mf-manifest.json/);
});
