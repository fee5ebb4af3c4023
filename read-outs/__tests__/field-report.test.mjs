import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageLoadLines, writeLog } from './support/field-log-fixtures.mjs';

const script = fileURLToPath(new URL('../field-report.mjs', import.meta.url));
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

// Per page load, never per line: web-vitals reports INP again, under the same id, each time a page is hidden.
test('a vital reported again counts once, at its last value: p75 INP per page load', () => {
  const inp = (value, id) => ({
    name: 'vital',
    ...(id ? { id } : {}),
    metric: 'INP',
    value,
    rating: value <= 200 ? 'good' : 'needs-improvement',
  });
  const reReported = writeLog([
    ...Array.from({ length: 80 }, () => pageLoadLines({ events: [inp(100)] })).flat(),
    ...Array.from({ length: 20 }, (_, index) => {
      const id = `v6-1795478400000-${2_000_000_000_000 + index}`;
      return pageLoadLines({ events: [inp(250, id), inp(320, id), inp(400, id)] });
    }).flat(),
  ]);
  const { stdout } = report(reReported);
  // Counted as lines, 80 of 140 values are 100 and the 75th percentile would read 320.
  assert.deepEqual(cells(stdout, '/pricing @ pricing 1.4.0').slice(0, 3), ['100', '—', '100']);
});

test('a vital reported again is rated once, at its last rating: the share of page loads not good, never of lines', () => {
  const inp = (value, id) => ({
    name: 'vital',
    id,
    metric: 'INP',
    value,
    rating: value <= 200 ? 'good' : 'needs-improvement',
    attributedTo: 'pricing',
    attributedRelease: '1.4.0',
  });
  const log = writeLog([
    ...Array.from({ length: 60 }, (_, index) =>
      pageLoadLines({ events: [inp(100, `v6-1795478400000-${3_000_000_000_000 + index}`)] }),
    ).flat(),
    // Reported again each time the page was hidden, each in a batch of its own, received later.
    ...Array.from({ length: 40 }, (_, index) => {
      const id = `v6-1795478400000-${4_000_000_000_000 + index}`;
      const batches = [150, 180, 260].map((value, day) => pageLoadLines({ day, events: [inp(value, id)] }).map((line) => JSON.parse(line)));
      const { pageLoad } = batches[0][0];
      return batches.flat().map((line) => JSON.stringify({ ...line, pageLoad }));
    }).flat(),
    'not json',
  ]);
  const { stdout } = report(log);
  // 40 of 100 page loads not good; counted as lines 40 of 180 (22%), at the first rating none.
  assert.deepEqual(cells(stdout, 'pricing 1.4.0'), ['0', '—', '—', '100', '40.00%', '260']);
  assert.match(stdout, /left out: 1 unreadable lines/);
});

test('a failure sent three times is one failed page load', () => {
  const failed = {
    name: 'remote-failure',
    failedRemote: 'pricing',
    failedRelease: '1.5.0',
    failure: 'down',
    retried: true,
    recovered: true,
  };
  const lines = pageLoadLines({ release: '1.5.0', events: [failed] });
  const { stdout } = report(writeLog([...lines, ...lines, ...lines]));
  assert.deepEqual(cells(stdout, 'pricing 1.5.0'), ['1', '1', '100.00%', '1', '0', '0', '0', '0', '0', '1']);
});

test('lines naming a remote the registry does not know are left out, and counted', () => {
  const { stdout } = report(
    writeLog([
      // The collectors refuse a remote the registry lacks: such a line is an older log's, written while the registry
      // still named it (or altered by hand).
      ...pageLoadLines({ events: [{ name: 'vital', metric: 'LCP', value: 1, rating: 'good' }] }).map((line) =>
        line.replace('"remote":"pricing"', '"remote":"evil"'),
      ),
      ...pageLoadLines({ events: [{ name: 'vital', metric: 'LCP', value: 900, rating: 'good' }] }),
    ]),
  );
  assert.match(stdout, /left out: 1 lines naming a remote the registry does not know/);
  assert.doesNotMatch(stdout, /evil/);
});

test('a preview tab’s page loads are in no figure: left out, and counted', () => {
  const preview = '2026-11-29T10-00-00-000Z_1.6.0_3fa9c2d1e0';
  const { stdout } = report(
    writeLog([
      ...pageLoadLines({ release: '1.6.0+3fa9c2d1e0', preview, events: [...vitals(9000), failure('render', false)] }),
      ...pageLoadLines({ release: '1.5.0', preview: 'dev-server', events: vitals(7000) }),
      ...pageLoadLines({ release: '1.5.0', events: vitals(900) }),
    ]),
  );
  assert.match(stdout, /left out: 7 lines of preview tabs/);
  assert.doesNotMatch(stdout, /1\.6\.0/);
  assert.deepEqual(cells(stdout, '/pricing @ pricing 1.5.0')?.slice(0, 2), ['1', '900']);
});

/** web-vitals' rating of an INP: good up to 200 ms, poor beyond 500 ms. */
const inpRating = (value) => (value <= 200 ? 'good' : value <= 500 ? 'needs-improvement' : 'poor');

/**
 * A release's page loads of pricing, each with an INP its scripts are blamed for, rated as web-vitals rates it:
 * 60 to 259 ms, shifted.
 */
function pricingRelease(release, pageLoads, shift = 0) {
  return Array.from({ length: pageLoads }, (_, index) =>
    pageLoadLines({
      release,
      events: [
        {
          name: 'vital',
          metric: 'INP',
          value: Math.round(60 + ((index * 37) % 200) + shift),
          rating: inpRating(Math.round(60 + ((index * 37) % 200) + shift)),
          attributedTo: 'pricing',
          attributedRelease: release,
        },
      ],
    }),
  ).flat();
}

test('--remote compares each release with the one before: one 200 ms slower in INP is flagged, with status 1, naming the remote', () => {
  const day = writeLog([...pricingRelease('1.4.0', 300), ...pricingRelease('1.5.0', 300), ...pricingRelease('1.6.0', 300, 200)]);
  const { stdout, stderr, status } = report('--remote', 'pricing', day);
  // 88 of 300 page loads not good in each of 1.4.0 and 1.5.0 (29.3%); every one of 1.6.0's (260 to 459 ms).
  assert.match(
    stdout,
    /1\.5\.0 against 1\.4\.0: LCP — \(under 50 page loads\); INP not good 29\.3% → 29\.3%, \+0\.00 pts \[-\d+\.\d+, \+\d+\.\d+\] \(p75 \+0 ms\); failure rate \+0\.00 pts/,
  );
  assert.match(
    stdout,
    /1\.6\.0 against 1\.5\.0: LCP — \(under 50 page loads\); INP not good 29\.3% → 100\.0%, \+70\.67 pts \[\+\d+\.\d+, \+\d+\.\d+\] \(p75 \+200 ms\)/,
  );
  assert.match(stdout, /!!! pricing 1\.6\.0 is worse than 1\.5\.0 beyond noise: INP not good/);
  assert.doesNotMatch(stdout, /1\.5\.0 is worse/);
  assert.match(stderr, /pricing has a release worse than the one before it/);
  assert.equal(status, 1);
  // The same releases with no shift: nothing flagged, status 0.
  assert.equal(report('--remote', 'pricing', writeLog([...pricingRelease('1.4.0', 300), ...pricingRelease('1.5.0', 300)])).status, 0);
});

test('bad input is named, with status 2', () => {
  const { stderr, status } = report('--remote', 'checkout', log);
  assert.equal(status, 2);
  assert.match(stderr, /--remote: "checkout" is not a remote of the registry/);
});

test('--html writes one self-contained page of each remote’s releases', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'field-report-')), 'field.html');
  const { status } = report('--html', file, writeLog([...pricingRelease('1.4.0', 60), ...pricingRelease('1.5.0', 60, 200)]));
  assert.equal(status, 0);
  const html = readFileSync(file, 'utf8');
  assert.match(html, /<h2 id="remote-0">pricing<\/h2>/);
  assert.ok((html.match(/<svg /g) ?? []).length >= 1);
  assert.doesNotMatch(html, /<script/);
});

test('two builds of one version are two rows, each with its own page loads, and compared as two releases', () => {
  // The team changed a stylesheet and kept 1.4.0: the second build is 200 ms slower in INP.
  const [first, second] = ['1.4.0+0a1b2c3d4e', '1.4.0+9f8e7d6c5b'];
  const day = writeLog([...pricingRelease(first, 300), ...pricingRelease(second, 200, 200)]);
  const { stdout, status } = report('--remote', 'pricing', day);
  assert.equal(cells(stdout, `/pricing @ pricing ${first}`)[0], '300');
  assert.equal(cells(stdout, `/pricing @ pricing ${second}`)[0], '200');
  // Each remote's own INP: the page loads it is blamed for.
  assert.equal(cells(stdout, `pricing ${first}`)[3], '300');
  assert.equal(cells(stdout, `pricing ${second}`)[3], '200');
  assert.equal(cells(stdout, '/pricing @ pricing 1.4.0 '), undefined, 'no row merges the two builds');
  assert.match(stdout, /1\.4\.0\+9f8e7d6c5b against 1\.4\.0\+0a1b2c3d4e: .*INP not good 29\.3% → 100\.0%/);
  assert.match(stdout, /!!! pricing 1\.4\.0\+9f8e7d6c5b is worse than 1\.4\.0\+0a1b2c3d4e beyond noise: INP not good/);
  assert.equal(status, 1);
});

test('a log from before builds had ids still reads, its releases named by version, and the report says so once', () => {
  const old = writeLog([...pricingRelease('1.4.0', 60), ...pricingRelease('1.5.0+9f8e7d6c5b', 60)]);
  const { stdout, status } = report(old);
  assert.equal(status, 0);
  assert.equal(cells(stdout, '/pricing @ pricing 1.4.0')[0], '60');
  assert.equal(cells(stdout, '/pricing @ pricing 1.5.0+9f8e7d6c5b')[0], '60');
  const notes = stdout.split('\n').filter((line) => line.startsWith('Named by version alone'));
  assert.deepEqual(notes, [
    'Named by version alone, as logged before builds had ids: pricing 1.4.0. Two builds of one such version read as one row.',
  ]);
  assert.doesNotMatch(report(writeLog(pricingRelease('1.5.0+9f8e7d6c5b', 60))).stdout, /Named by version alone/);
});
