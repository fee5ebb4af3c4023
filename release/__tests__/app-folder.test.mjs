// What a release command releases: an app's folder, or a build folder wherever a team's repository keeps it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releasedApp } from '../app-folder.mjs';

const folder = () => mkdtempSync(path.join(tmpdir(), 'app-folder-'));

test("an app's folder is the app it is named after, its build in dist/", () => {
  const appDir = path.join(folder(), 'mfe-pricing');
  assert.deepEqual(releasedApp(appDir), { app: 'mfe-pricing', appDir });
});

test('a build folder is the app its manifest names, wherever it lies and whatever it is called', () => {
  const build = path.join(folder(), 'out', 'compatible');
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'pricing' }));
  const { app, appDir } = releasedApp(build);
  assert.equal(app, 'mfe-pricing');
  assert.equal(path.basename(appDir), 'mfe-pricing');
  assert.equal(readFileSync(path.join(appDir, 'dist', 'mf-manifest.json'), 'utf8'), '{"name":"pricing"}');
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'shell' }));
  assert.equal(releasedApp(build).app, 'shell');
});

test('a build naming no app of the site, or a manifest that is not JSON, is named', () => {
  const build = folder();
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'checkout' }));
  assert.throws(
    () => releasedApp(build),
    /names "checkout", which no app of the site is \(shell, landing, pricing, articles, legal, demo_call\)/,
  );
  writeFileSync(path.join(build, 'mf-manifest.json'), '{');
  assert.throws(() => releasedApp(build), /mf-manifest\.json is not JSON: build it again/);
});
