import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pageLoadLines, writeLog } from './support/field-log-fixtures.mjs';

const script = fileURLToPath(new URL('../field-log/field-report.mjs', import.meta.url));
const report = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
const cells = (output, row) =>
  output
    .split('\n')
    .find((line) => line.startsWith(row))
    ?.slice(row.length)
    .trim()
    .split(/\s+/);

const vitals = (lcp, extra = {}) => [
  { name: 'vital', metric: 'LCP', value: lcp, rating: lcp <= 2500 ? 'good' : 'poor', element: 'main>h1' },
  { name: 'vital', metric: 'FCP', value: lcp / 2, rating: 'good' },
  { name: 'vital', metric: 'CLS', value: extra.cls ?? 0, rating: 'good' },
  ...(extra.inp ? [{ name: 'vital', metric: 'INP', value: extra.inp, rating: 'good', target: 'input#annual' }] : []),
];
const failure = (failure, recovered) => ({
  name: 'remote-failure',
  failedRemote: 'pricing',
  failedRelease: '1.5.0',
  failure,
  retried: recovered,
  recovered,
});

const log = writeLog([
  // /pricing on release 1.4.0: LCP 1,000 ms to 2,000 ms in steps of 10 (p75 1,750); INP 40 to 240 (p75 190).
  ...Array.from({ length: 101 }, (_, index) =>
    pageLoadLines({ release: '1.4.0', events: vitals(1000 + index * 10, { inp: 40 + index * 2 }) }),
  ).flat(),
  // /pricing on 1.5.0: slower, and it failed on 10 of its 200 page loads (3 brought back by Retry).
  ...Array.from({ length: 200 }, (_, index) =>
    pageLoadLines({
      release: '1.5.0',
      events: [
        ...vitals(3000, { cls: index < 100 ? 0 : 0.2 }),
        ...(index < 6 ? [failure('down', index < 3)] : index < 10 ? [failure('chunk', false)] : []),
      ],
    }),
  ).flat(),
  // The home page, on landing's own release.
  ...Array.from({ length: 20 }, () => pageLoadLines({ route: '/', remote: 'landing', release: '0.9.0', events: vitals(800) })).flat(),
  // Demo calls: 50 page loads asked for one; the engine failed on 5 of them.
  ...Array.from({ length: 50 }, (_, index) =>
    pageLoadLines({
      route: '/',
      remote: 'landing',
      release: '0.9.0',
      events: [
        { name: 'conversion', action: 'demo-call-requested', agent: 'leadQualification' },
        ...(index < 5 ? [{ ...failure('slow', false), failedRemote: 'demo_call', failedRelease: '0.3.0' }] : []),
      ],
    }),
  ).flat(),
]);

test('the 75th percentile of each vital, by route and the release of its remote', () => {
  const { stdout, status } = report(log);
  assert.equal(status, 0, stdout);
  const [loads, lcp, inp, cls, fcp, ttfb] = cells(stdout, '/pricing @ pricing 1.4.0');
  assert.deepEqual([loads, lcp, inp, cls, fcp, ttfb], ['101', '1750', '190', '0.000', '875', '—']);
  assert.deepEqual(cells(stdout, '/pricing @ pricing 1.5.0').slice(0, 4), ['200', '3000', '—', '0.200']);
  assert.deepEqual(cells(stdout, '/ @ landing 0.9.0').slice(0, 2), ['20', '800']);
});

test('the failure rate of each remote by release, by kind, with what Retry brought back', () => {
  const { stdout } = report(log);
  // page loads, failed, rate, down, slow, contract, chunk, render, integrity, Retry fixed
  assert.deepEqual(cells(stdout, 'pricing 1.5.0'), ['200', '10', '5.00%', '6', '0', '0', '4', '0', '0', '3']);
  assert.deepEqual(cells(stdout, 'pricing 1.4.0'), ['101', '0', '0.00%', '0', '0', '0', '0', '0', '0', '0']);
  assert.deepEqual(cells(stdout, 'demo_call 0.3.0').slice(0, 3), ['50', '5', '10.00%']);
});

test('a section team can read its own remote alone', () => {
  const { stdout } = report('--remote', 'landing', log);
  assert.ok(cells(stdout, '/ @ landing 0.9.0'));
  assert.equal(cells(stdout, '/pricing @ pricing 1.4.0'), undefined);
  assert.equal(cells(stdout, 'pricing 1.5.0'), undefined);
});
