// What the canary reads of a growing log file at each reading: every whole line once, however long, and a line still
// being written only once it is whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCursor, readNewLogLines } from '../canary-evidence/new-log-lines.mjs';

const newLog = () => path.join(mkdtempSync(path.join(tmpdir(), 'new-log-lines-')), 'field-events.log');

async function reading(file, cursor) {
  const lines = [];
  await readNewLogLines([file], cursor, (line) => lines.push(line));
  return lines;
}

test('each reading gets the lines written since the last, a line cut short only once it is whole', async () => {
  const file = newLog();
  const cursor = emptyCursor();
  writeFileSync(file, 'one\ntwo\nthr');
  assert.deepEqual(await reading(file, cursor), ['one', 'two']);
  assert.deepEqual(await reading(file, cursor), []);
  appendFileSync(file, 'ee\nfour\n');
  assert.deepEqual(await reading(file, cursor), ['three', 'four']);
});

test('lines longer than a read, among short ones, come whole, in a small reading and in a large one', async () => {
  const file = newLog();
  const cursor = emptyCursor();
  const long = (letter, kib) => letter.repeat(kib * 1024);
  writeFileSync(file, 'first\n');
  assert.deepEqual(await reading(file, cursor), ['first']);
  // After a small reading, a line of 200 KiB: longer than what is new when the reading starts.
  appendFileSync(file, `${long('a', 200)}\nshort\n`);
  const lines = await reading(file, cursor);
  assert.deepEqual(
    lines.map((line) => line.length),
    [200 * 1024, 5],
  );
  // Many lines over several MiB, one of them 9 MiB (over the largest read).
  const many = [...Array.from({ length: 3000 }, (_, index) => `line ${index} ${long('b', 1)}`), long('c', 9 * 1024), 'last'];
  appendFileSync(file, `${many.join('\n')}\n`);
  assert.deepEqual(await reading(file, cursor), many);
});
