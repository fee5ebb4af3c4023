import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposedVisitors, pageLoadLines, writeLog } from './support/field-log-fixtures.mjs';

// Hand-made logs whose answers are known: each visitor's browser sends one exposure and counts each kind of
// conversion once (firstFor), as the pages do. The simulation (experiment-simulation.test.mjs) proves the
// statistics; these check what is counted, what is left out, and what the command says and exits with.

const script = fileURLToPath(new URL('../experiment-report.mjs', import.meta.url));
const report = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
const rowOf = (output, heading, variant) =>
  output
    .slice(output.indexOf(`\n${heading}`))
    .split('\n')
    .find((line) => line.startsWith(`  ${variant} `))
    ?.trim()
    .split(/\s{2,}/);
const getStarted = { action: 'get-started', plan: 'professional', billing: 'annual' };

// 5,000 visitors each. Control: 100 pressed Get Started (2%), 40 of them again on a later load (the browser had
// counted them: no firstFor). Annual-first: 150 (3%), 12 of its visitors fell back to the control.
const known = writeLog([
  ...exposedVisitors('control', 5000, {
    convert: (index) => (index < 100 ? [getStarted, ...(index < 40 ? [{ ...getStarted, repeat: true }] : [])] : []),
  }),
  ...exposedVisitors('annual-first', 5000, {
    convert: (index) => (index < 150 ? [getStarted] : index < 190 ? [{ action: 'schedule-demo' }] : []),
    fellBack: (index) => index >= 4988,
  }),
]);

test('counts visitors, not page loads: one exposure each, and each kind of conversion once', () => {
  const { stdout, status } = report(known);
  assert.equal(status, 0, stdout);
  assert.match(stdout, /Experiment "pricing": 10,000 visitors/);
  assert.deepEqual(rowOf(stdout, 'get-started', 'control').slice(0, 4), ['control', '5,000', '100', '2.00%']);
  assert.deepEqual(rowOf(stdout, 'get-started', 'annual-first').slice(0, 4), ['annual-first', '5,000', '150', '3.00%']);
  assert.deepEqual(rowOf(stdout, 'schedule-demo', 'annual-first').slice(0, 3), ['annual-first', '5,000', '40']);
  assert.match(stdout, /Fell back to the control: annual-first for 12 visitors \(counted as assigned\)/);
});

test('the change comes with its always-valid interval, and a verdict', () => {
  // Worked out by hand: V = 0.03·0.97/5000 + 0.02·0.98/5000 = 9.74e-6, τ = 0.01 (a 1-point lift), α = 0.05:
  // half-width = √(V(V+τ²)/τ² · (2 ln 20 + ln((V+τ²)/V))) = √(1.0689e-5 · 8.4134) = 0.00948: +1.00 [+0.05, +1.95].
  const { stdout } = report(known);
  assert.deepEqual(rowOf(stdout, 'get-started', 'annual-first').slice(5), ['+1.00 pts', '[+0.05, +1.95]']);
  assert.match(
    stdout,
    /Verdict: A difference, beyond what chance gives \(however often this was read\): annual-first is better than control/,
  );
  // A team that asks for a larger lift has a wider mixture: the same data no longer calls it.
  const { stdout: strict } = report('--mde', '5', known);
  assert.match(strict, /Verdict: No difference found/);
});

test('says how many visitors the plan needs, and whether they have come', () => {
  const { stdout } = report(known);
  assert.match(
    stdout,
    /Plan: a lift of 1 point\(s\) from the control's 2.00% needs ([\d,]+) visitors in all: 10,000 so far, (reached|\d+% of it)/,
  );
});

test('leaves out, and counts, QA’s forced variants, page loads announced in two variants, and refused batches', () => {
  const forced = (variant) =>
    pageLoadLines({
      experiments: { pricing: variant },
      events: [
        { name: 'exposure', experiment: 'pricing', variant, fellBack: false, forced: true },
        { name: 'conversion', ...getStarted },
      ],
    });
  const twoVariants = pageLoadLines({
    experiments: { pricing: 'annual-first' },
    events: [
      { name: 'exposure', experiment: 'pricing', variant: 'control', fellBack: false, forced: false },
      { name: 'exposure', experiment: 'pricing', variant: 'annual-first', fellBack: false, forced: false },
      { name: 'conversion', ...getStarted, firstFor: { pricing: 'annual-first' } },
    ],
  });
  const refused = ['{"schema":2,"receivedAt":"2026-11-01T00:00:00.000Z","name":"refused","reason":"version"}'];
  const log = writeLog([
    ...exposedVisitors('control', 300, { convert: (i) => (i < 30 ? [getStarted] : []) }),
    ...exposedVisitors('annual-first', 300, { convert: (i) => (i < 30 ? [getStarted] : []) }),
    ...forced('annual-first'),
    ...forced('annual-first'),
    ...forced('control'),
    ...twoVariants,
    ...refused,
    ...refused,
  ]);
  const { stdout, status } = report(log);
  assert.equal(status, 0, stdout);
  assert.match(stdout, /Experiment "pricing": 600 visitors/);
  assert.deepEqual(rowOf(stdout, 'get-started', 'annual-first').slice(0, 3), ['annual-first', '300', '30']);
  assert.match(stdout, /Left out: 3 page loads where QA forced a variant; 1 page loads that announced two variants/);
  assert.match(stdout, /2 batches the collectors refused \(version 2\)/);
});

test('a batch that arrived twice counts once', () => {
  const lines = [
    ...exposedVisitors('control', 200, { convert: (i) => (i < 25 ? [getStarted] : []) }),
    ...exposedVisitors('annual-first', 200, { convert: (i) => (i < 25 ? [getStarted] : []) }),
  ];
  const { stdout } = report(writeLog([...lines, ...lines.slice(0, 100)]));
  assert.match(stdout, /Experiment "pricing": 400 visitors/);
  assert.deepEqual(rowOf(stdout, 'get-started', 'control').slice(0, 3), ['control', '200', '25']);
});

test('checks the split against the one each visitor was drawn from: a ramp from 10% to 50% is no mismatch', () => {
  const ramped = [
    ...exposedVisitors('control', 900, { weights: { control: 90, 'annual-first': 10 }, day: 0 }),
    ...exposedVisitors('annual-first', 100, { weights: { control: 90, 'annual-first': 10 }, day: 0 }),
    ...exposedVisitors('control', 1000, { day: 10 }),
    ...exposedVisitors('annual-first', 1000, { day: 10 }),
  ];
  const { stdout } = report(writeLog(ramped));
  assert.doesNotMatch(stdout, /MISMATCH/);
  assert.match(stdout, /Split: control 1,900 \(63.3%, meant 63.3%\), annual-first 1,100 \(36.7%, meant 36.7%\)/);
  // The same visitors, had they all been drawn from the final split, are a glaring mismatch.
  const { stdout: flat } = report(writeLog([...exposedVisitors('control', 1900), ...exposedVisitors('annual-first', 1100)]));
  assert.match(flat, /!!! SAMPLE RATIO MISMATCH !!!/);
});

test('a split that lost visitors of one variant is a mismatch, said loudly, with status 1', () => {
  const { stdout, stderr, status } = report(writeLog([...exposedVisitors('control', 5500), ...exposedVisitors('annual-first', 4500)]));
  assert.match(stdout, /!!! SAMPLE RATIO MISMATCH !!!/);
  assert.match(stderr, /"pricing": DO NOT READ/);
  assert.equal(status, 1, 'a scheduled job notices');
});

test('visitors assigned before their split was recorded are checked against --weights or remotes.json', () => {
  const unrecorded = [...exposedVisitors('control', 550, { weights: null }), ...exposedVisitors('annual-first', 450, { weights: null })];
  const log = writeLog(unrecorded);
  assert.match(report('--weights', 'control=55,annual-first=45', log).stdout, /meant 55.0%/);
  const remotes = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
  writeFileSync(
    remotes,
    JSON.stringify({
      pricing: {
        variants: [
          { name: 'control', entry: 'x', weight: 55 },
          { name: 'annual-first', entry: 'y', weight: 45 },
        ],
      },
    }),
  );
  assert.match(report('--remotes', remotes, log).stdout, /meant 55.0%/);
});

test('too little data is no verdict: status 1', () => {
  const { stdout, status } = report(
    writeLog([...exposedVisitors('control', 50, { convert: (i) => (i < 3 ? [getStarted] : []) }), ...exposedVisitors('annual-first', 50)]),
  );
  assert.match(stdout, /Verdict: Too little data yet/);
  assert.equal(status, 1);
});

test('--since and --until read a window of arrivals', () => {
  const log = writeLog([
    ...exposedVisitors('control', 300, { day: 0 }),
    ...exposedVisitors('annual-first', 300, { day: 0 }),
    ...exposedVisitors('control', 100, { day: 5 }),
    ...exposedVisitors('annual-first', 100, { day: 5 }),
  ]);
  assert.match(report('--until', '2026-11-03', log).stdout, /600 visitors/);
  assert.match(report('--since', '2026-11-03', log).stdout, /200 visitors/);
});

test('unreadable lines are skipped and counted, with where the first is; over 1% and the report refuses, status 2', () => {
  const lines = [...exposedVisitors('control', 200), ...exposedVisitors('annual-first', 200)];
  const few = writeLog(lines);
  appendFileSync(few, '{"schema":2,"receivedAt":"2026-11-0\n');
  const { stdout, status } = report(few);
  assert.equal(status, 1, stdout); // read, with too little data for a verdict
  assert.match(stdout, new RegExp(`Log: 401 lines; 1 unreadable, the first at ${few.replaceAll('\\', '\\\\')}:401`));
  const many = writeLog([...lines.slice(0, 100), 'not json', 'nor this', '{"cut":']);
  const refused = report(many);
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /3 of 103 lines are unreadable \(over 1%\), the first at .*:101: not reading a log that is not one/);
});

test('bad input is named, with status 2', () => {
  for (const [args, message] of [
    [['--weights', 'control=50,annual-first=half'], /--weights: "annual-first=half" is not variant=weight/],
    [['--weights', 'control=0,annual-first=0'], /at least one weight must be above 0/],
    [['--weights', 'control=50,annual-last=50'], /annual-last is not one of them; annual-first has no weight/],
    [['--experiment', 'checkout'], /--experiment: no exposure to "checkout" in these logs \(pricing\)/],
    [['--metric', 'sign-up'], /--metric: "sign-up" is not a conversion/],
    [['--mde', 'ten'], /--mde: "ten" is not a lift in points/],
    [['--since', 'yesterday'], /--since: "yesterday" is not a date or time/],
    [['--colour', 'blue'], /unknown option --colour/],
  ]) {
    const { stderr, status } = report(...args, known);
    assert.equal(status, 2, `${args.join(' ')}: ${stderr}`);
    assert.match(stderr, message);
  }
  assert.match(report(known, '--html').stderr, /--html needs a value/);
  const missing = report('/nonexistent/field-events.log');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /\/nonexistent\/field-events.log: no such log file/);
});

test('guardrails: a variant whose page loads are slower is flagged', () => {
  const vitals = (variant, count, lcp) =>
    Array.from({ length: count }, (_, index) =>
      pageLoadLines({
        experiments: { pricing: variant },
        events: [{ name: 'vital', metric: 'LCP', value: lcp + (index % 50), rating: 'good' }],
      }),
    ).flat();
  const { stdout } = report(
    writeLog([
      ...exposedVisitors('control', 300),
      ...exposedVisitors('annual-first', 300),
      ...vitals('control', 400, 900),
      ...vitals('annual-first', 400, 1400),
    ]),
  );
  assert.match(stdout, /!!! annual-first is worse than control beyond noise: p75 LCP/);
});

test('--html writes one self-contained page of charts', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.html');
  const { status } = report('--html', file, known);
  assert.equal(status, 0);
  assert.ok(existsSync(file));
  const html = readFileSync(file, 'utf8');
  assert.equal((html.match(/<svg /g) ?? []).length, 2, 'the rate over time and the split over time (no vitals in this log)');
  assert.doesNotMatch(html, /<script|https?:\/\/(?!www\.w3\.org)/, 'nothing to fetch, nothing to run');
});

test('experiment-plan gives the visitors a lift needs, and refuses what is no plan', () => {
  const plan = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../experiment-plan.mjs', import.meta.url)), '--baseline', '1', '--mde', '1'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(plan.status, 0, plan.stderr);
  // The simulation finds a 1-point lift from 1% at this sample in at least 80% of experiments.
  assert.match(plan.stdout, /8,975 visitors in all: control 4,488, annual-first 4,488/);
  for (const args of [
    ['--baseline', '1'],
    ['--baseline', '99', '--mde', '2'],
    ['--baseline', '2', '--mde', '1', '--weights', 'control=100'],
  ]) {
    const refused = spawnSync(process.execPath, [fileURLToPath(new URL('../experiment-plan.mjs', import.meta.url)), ...args], {
      encoding: 'utf8',
    });
    assert.equal(refused.status, 2, args.join(' '));
    assert.match(refused.stderr, /^experiment-plan: --/);
  }
});
