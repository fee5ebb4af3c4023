// The file list the build id, the release tool and the reproducible-build check read a build by, on a hand-made tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesUnder } from '../files-under.mjs';

function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'files-under-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

test('every file, subfolders included, as forward-slash paths relative to the folder, sorted', () => {
  const dir = tree(['index.html', 'assets/main.1a2b.js', 'assets/deep/chunk.js', '.cache/kept.json']);
  assert.deepEqual(filesUnder(dir), ['.cache/kept.json', 'assets/deep/chunk.js', 'assets/main.1a2b.js', 'index.html']);
});

test('a name left out takes its folder with it; a link is not a file of the folder', () => {
  const dir = tree(['index.html', 'index.html.br', '.cache/kept.json', 'assets/main.js']);
  symlinkSync(path.join(dir, 'index.html'), path.join(dir, 'assets', 'linked.html'));
  assert.deepEqual(
    filesUnder(dir, (name) => name.startsWith('.') || name.endsWith('.br')),
    ['assets/main.js', 'index.html'],
  );
});
