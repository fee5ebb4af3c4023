// How the prerender's browser is answered for an origin from its folder, with no server: on hand-made folders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { bytesOf, fileAnswering } from '../prerender/site-browser.mjs';
import { folderOf } from './support/file-tree.mjs';

test('a file answers its own path; any other path, a folder included, gets the app page', () => {
  const dir = folderOf({ 'index.html': 'app', 'assets/main.1.js': 'js', 'pricing/index.html': 'page' });
  assert.equal(fileAnswering(dir, '/assets/main.1.js'), path.join(dir, 'assets/main.1.js'));
  assert.equal(fileAnswering(dir, '/pricing/index.html'), path.join(dir, 'pricing/index.html'));
  for (const route of ['/', '/pricing', '/blog/first', '/assets/gone.js'])
    assert.equal(fileAnswering(dir, route), path.join(dir, 'index.html'), route);
  assert.equal(fileAnswering(dir, '/a%20b.js'), path.join(dir, 'index.html'));
});

test('a path that climbs out of the folder is answered by the app page, never by the file it names', () => {
  const outside = folderOf({ 'secret.txt': 'no' });
  const dir = folderOf({ 'index.html': 'app' });
  const climbing = `/..%2F${path.basename(outside)}%2Fsecret.txt`;
  assert.equal(fileAnswering(dir, climbing), path.join(dir, 'index.html'));
  assert.equal(fileAnswering(folderOf({ 'a.js': 'js' }), '/b.js'), null, 'a folder without an app page answers nothing else');
});

test("a file's bytes come from its origin's folder; a file in none is named with what needed it", async () => {
  const dir = folderOf({ 'index.html': 'app', 'assets/a.js': 'bytes' });
  const site = { folders: [['http://localhost:3002', dir]] };
  assert.equal((await bytesOf(site, 'http://localhost:3002/assets/a.js', 'pinning')).toString(), 'bytes');
  await assert.rejects(bytesOf(site, 'http://localhost:3002/assets/b.js', 'pinning'), {
    message: "http://localhost:3002/assets/b.js is in none of the site's folders (pinning)",
  });
  await assert.rejects(bytesOf(site, 'https://elsewhere.example/a.js', 'sizing'), /is in none of the site's folders \(sizing\)/);
});
