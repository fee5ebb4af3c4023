// The spec times npm test prints, on a hand-made report whose answer is known: nested describes, a retried test, a
// skipped one, a file in both configs; and the command's refusals, each naming what it could not read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { costliestSpecs, specTimesTable } from '../test-costs.mjs';

const command = fileURLToPath(new URL('../../scripts/spec-times.mjs', import.meta.url));
const result = (duration, status = 'passed') => ({ duration, status });
const spec = (...results) => ({ tests: [{ results }] });

/** Playwright's JSON report, cut to what is read: suites a file, describes inside, specs with their results. */
const E2E = {
  suites: [
    { title: 'landing.spec.ts', file: 'landing.spec.ts', specs: [spec(result(4000)), spec(result(1000))] },
    {
      title: 'fault-matrix.spec.ts',
      file: 'fault-matrix.spec.ts',
      specs: [spec(result(0, 'skipped'))],
      // A describe inside the file, and a test that failed once and passed on its retry: both tries took time.
      suites: [{ title: 'a held remote', specs: [spec(result(30_000, 'failed'), result(29_000)), spec(result(2000))] }],
    },
  ],
};
const BUCKET = { suites: [{ title: 'bucket.spec.ts', file: 'bucket.spec.ts', specs: [spec(result(9000))] }] };

test('each spec is the sum of its tries, describes included and skipped tests left out, costliest first', () => {
  const rows = costliestSpecs([
    { name: 'e2e', report: E2E },
    { name: 'bucket', report: BUCKET },
  ]);
  assert.deepEqual(rows, [
    { file: 'fault-matrix.spec.ts', ms: 61_000, tests: 3, report: 'e2e' },
    { file: 'bucket.spec.ts', ms: 9000, tests: 1, report: 'bucket' },
    { file: 'landing.spec.ts', ms: 5000, tests: 2, report: 'e2e' },
  ]);
  assert.equal(
    specTimesTable(rows, { top: 2 }),
    [
      '  01:01  fault-matrix.spec.ts (e2e, 3 tests)',
      '  00:09  bucket.spec.ts (bucket, 1 test)',
      '  … and 1 more spec',
      '  01:15  in all, 3 specs',
    ].join('\n'),
  );
});

test('the command prints the table, and refuses by name a missing report, another file, one that ran nothing and a bad --top', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spec-times-'));
  const write = (name, value) => {
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(value));
    return file;
  };
  const run = (...args) => spawnSync(process.execPath, [command, ...args], { encoding: 'utf8' });

  const printed = run(write('e2e.json', E2E), write('bucket.json', BUCKET));
  assert.equal(printed.status, 0, printed.stderr);
  assert.match(printed.stdout, /^Spec times, costliest first:\n {2}01:01 {2}fault-matrix\.spec\.ts \(e2e, 3 tests\)\n/);

  const missing = run(path.join(folder, 'none.json'));
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /none\.json does not exist/);
  const other = run(write('other.json', { tests: [] }));
  assert.equal(other.status, 1);
  assert.match(other.stderr, /other\.json is not a Playwright JSON report/);
  const skippedOnly = run(write('skipped.json', { suites: [{ file: 'a.spec.ts', specs: [spec(result(0, 'skipped'))] }] }));
  assert.equal(skippedOnly.status, 1);
  assert.match(skippedOnly.stderr, /skipped\.json holds no test that ran/);
  const badTop = run(write('e2e.json', E2E), '--top', 'x');
  assert.equal(badTop.status, 2);
  assert.match(badTop.stderr, /--top takes a whole number/);
  assert.equal(run().status, 2);
});
