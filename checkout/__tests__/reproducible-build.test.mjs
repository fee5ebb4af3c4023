// How two build trees are compared, on hand-made trees whose differences are known: a file only in one, a changed
// byte, a file in a subfolder; identical trees give nothing to report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesUnder, treeDifferences } from '../reproducible-build.mjs';

function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-tree-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const built = { 'index.html': '<!doctype html>', 'assets/main.1a2b.js': 'a(8243)', 'assets/main.1a2b.js.br': Buffer.from([1, 2, 3]) };

test('identical trees have no differences, subfolders included', () => {
  assert.deepEqual(treeDifferences(tree(built), tree(built)), []);
  assert.deepEqual(filesUnder(tree(built)), ['assets/main.1a2b.js', 'assets/main.1a2b.js.br', 'index.html']);
});

test('a file named by another hash is only in one tree; a changed byte differs; each is named', () => {
  const other = { ...built, 'assets/main.9f8e.js': 'a(1376)', 'assets/main.1a2b.js.br': Buffer.from([1, 2, 4]) };
  delete other['assets/main.1a2b.js'];
  assert.deepEqual(treeDifferences(tree(built), tree(other)), [
    'only in the first: assets/main.1a2b.js',
    'only in the second: assets/main.9f8e.js',
    'differs: assets/main.1a2b.js.br',
  ]);
});
