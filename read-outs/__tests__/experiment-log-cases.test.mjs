import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DAY_MS, exposedVisitors, pageLoadLines, writeLog } from './support/field-log-fixtures.mjs';

// The log reader's counts against hand-made logs whose truth is known, written with the collectors' own code:
// a window, lines cut short in each way a writer can cut one, and a log across a change of daylight saving time
// read in three time zones. Each read runs in a process of its own, with its own TZ.

const logModule = new URL('../experiment-log.mjs', import.meta.url).href;
const eventLogModule = new URL('../event-log.mjs', import.meta.url).href;
const report = fileURLToPath(new URL('../experiment-report.mjs', import.meta.url));

/** Reads an experiment's counts as the read-out does, for each window, in a process whose time zone is `zone`. */
const READER = `
  const [file, windows] = process.argv.slice(1);
  const { openEventLog } = await import(${JSON.stringify(eventLogModule)});
  const { countsUpTo, readExperiments } = await import(${JSON.stringify(logModule)});
  const log = await openEventLog([file]);
  const results = [];
  for (const window of JSON.parse(windows)) {
    const experiment = (await readExperiments(log, window)).get('pricing');
    const counts = countsUpTo(experiment);
    const variants = Object.fromEntries([...counts.variants].map(([name, { visitors, conversions }]) => [name, { visitors, converted: conversions['get-started'] ?? 0 }]));
    const days = {};
    for (const { day, visitors } of experiment.visitorRows) days[day] = (days[day] ?? 0) + visitors;
    results.push({ variants, days, leftOut: counts.leftOut, lines: await log.lineCounts() });
  }
  console.log(JSON.stringify(results));
  log.close();
`;
function readCounts(file, { windows = [{}], zone = 'UTC' } = {}) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', READER, file, JSON.stringify(windows)], {
    encoding: 'utf8',
    env: { ...process.env, TZ: zone },
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}
/** The visitors and conversions of both variants together. */
const both = ({ variants }) => ({
  visitors: variants.control.visitors + variants['annual-first'].visitors,
  converted: variants.control.converted + variants['annual-first'].converted,
});

const getStarted = { action: 'get-started' };

test('a window counts the visitors exposed in it and only their conversions: a rate never above 100%', () => {
  // Day 0 (1 November): 500 visitors a variant; 100 convert on day 2, 50 on day 4. Day 3: 200 a variant, 20 convert that day.
  const earlier = (index) => (index < 150 ? [getStarted] : []);
  const file = writeLog([
    ...['control', 'annual-first'].flatMap((variant) => [
      ...exposedVisitors(variant, 100, { convert: earlier, convertDay: 2 }),
      ...exposedVisitors(variant, 50, { convert: earlier, convertDay: 4 }),
      ...exposedVisitors(variant, 350),
      ...exposedVisitors(variant, 200, { day: 3, convert: (index) => (index < 20 ? [getStarted] : []) }),
    ]),
  ]);
  const [all, since, until, within] = readCounts(file, {
    windows: [{}, { since: '2026-11-04' }, { until: '2026-11-04' }, { since: '2026-11-04', until: '2026-11-05' }],
  });
  assert.deepEqual(all.variants.control, { visitors: 700, converted: 170 });
  assert.deepEqual(since.variants.control, { visitors: 200, converted: 20 }, 'the earlier visitors’ later conversions are not theirs');
  assert.deepEqual(until.variants.control, { visitors: 500, converted: 100 }, 'conversions after the window had not arrived');
  assert.deepEqual(within.variants['annual-first'], { visitors: 200, converted: 20 });
});

/** Where a writer may cut a line: the place found in the line, and how far past it the cut falls. */
const CUTS = {
  'after a colon': (line) => line.indexOf(':', line.indexOf('"variant"')) + 1,
  'after a comma': (line) => line.indexOf(',', line.indexOf('"variant"')) + 1,
  'mid-string': (line) => line.indexOf('"variant":"') + '"variant":"'.length + 3,
  'after a key': (line) => line.indexOf('"weights"') + '"weights"'.length,
};

test('a line cut short is one unreadable line, whatever it was cut after: the next line is read whole', () => {
  const lines = exposedVisitors('control', 150).concat(exposedVisitors('annual-first', 150));
  const cutLines = [];
  // Each kind of cut, several times, each right before a good line it could swallow.
  for (const [index, cutAt] of Object.values(CUTS).entries()) {
    for (let copy = 0; copy < 3; copy++) {
      const at = 10 + index * 60 + copy * 17;
      cutLines.push(lines[at].slice(0, cutAt(lines[at])));
      lines.splice(at, 0, cutLines.at(-1));
    }
  }
  const file = writeLog(lines);
  const [{ variants, lines: counted }] = readCounts(file);
  assert.deepEqual(variants, { control: { visitors: 150, converted: 0 }, 'annual-first': { visitors: 150, converted: 0 } });
  assert.deepEqual(counted, { total: 300 + cutLines.length, unreadable: cutLines.length, otherVersion: 0, preview: 0 });
});

test('a log with 0.9% cut lines is read, and the first is named', () => {
  const lines = exposedVisitors('control', 500).concat(exposedVisitors('annual-first', 500));
  for (let cut = 0; cut < 9; cut++) {
    const at = 50 + cut * 100;
    lines.splice(at, 0, lines[at].slice(0, CUTS['after a colon'](lines[at])));
  }
  const file = writeLog(lines);
  const run = spawnSync(process.execPath, [report, file], { encoding: 'utf8' });
  assert.notEqual(run.status, 2, run.stderr);
  assert.match(
    run.stdout,
    new RegExp(`Log: 1,009 lines; 9 unreadable, the first at ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:51: left out`),
  );
  assert.match(run.stdout, /1,000 visitors/);
});

test('days are UTC days wherever the read-out runs, across a change of daylight saving time', () => {
  // New York leaves daylight saving time at 06:00 UTC on 1 November 2026. Each moment's visitors (UTC day in
  // brackets) fall on other local days in New York (UTC−4, then −5) and Kolkata (UTC+5:30).
  const moments = [
    { at: '2026-10-31T23:30:00Z', visitors: 10 }, // (31 Oct) NY 31 Oct 19:30, Kolkata 1 Nov 05:00
    { at: '2026-11-01T03:30:00Z', visitors: 20 }, // (1 Nov) NY 31 Oct 23:30
    { at: '2026-11-01T23:30:00Z', visitors: 30 }, // (1 Nov) NY 1 Nov 18:30, Kolkata 2 Nov 05:00
    { at: '2026-11-02T04:30:00Z', visitors: 40 }, // (2 Nov) NY 1 Nov 23:30
  ];
  const lines = moments.flatMap(({ at, visitors }) =>
    Array.from({ length: visitors }, (_, index) => {
      const variant = index % 2 ? 'annual-first' : 'control';
      const experiments = { pricing: variant };
      const sentAt = Date.parse(at);
      const exposure = {
        name: 'exposure',
        experiment: 'pricing',
        variant,
        fellBack: false,
        forced: false,
        weights: { control: 1, 'annual-first': 1 },
      };
      const exposedOn = { pricing: at.slice(0, 10) };
      return [
        ...pageLoadLines({ experiments, sentAt, events: [exposure] }),
        // Half convert, on a later page load 40 minutes on: the next UTC day for some.
        ...(index < visitors / 2
          ? pageLoadLines({
              experiments,
              sentAt: sentAt + 40 * 60_000,
              events: [{ name: 'conversion', ...getStarted, firstFor: experiments, exposedOn }],
            })
          : []),
      ];
    }).flat(),
  );
  const file = writeLog(lines);
  const truth = { days: { '2026-10-31': 10, '2026-11-01': 50, '2026-11-02': 40 } };
  for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
    // A time that names no zone is UTC too: 22:00 on 1 November, not New York's 22:00 (03:00 on 2 November in UTC).
    const [all, until, since, sinceTime] = readCounts(file, {
      zone,
      windows: [{}, { until: '2026-11-02' }, { since: '2026-11-01' }, { since: '2026-11-01T22:00' }],
    });
    assert.deepEqual(all.days, truth.days, zone);
    assert.deepEqual(both(all), { visitors: 100, converted: 50 }, zone);
    assert.deepEqual(until.days, { '2026-10-31': 10, '2026-11-01': 50 }, zone);
    // The 23:30 visitors' conversions arrived at 00:10 on 2 November: after the window.
    assert.deepEqual(both(until), { visitors: 60, converted: 5 + 10 }, zone);
    assert.deepEqual(since.days, { '2026-11-01': 50, '2026-11-02': 40 }, zone);
    assert.deepEqual(both(since), { visitors: 90, converted: 45 }, zone);
    assert.deepEqual(sinceTime, since, `${zone}: a window is whole UTC days`);
  }
});

test('the report says which variant is the control: the first of the split, whatever its name, or the one it took', () => {
  const weights = { baseline: 50, 'annual-first': 50 };
  const convert = (index) => (index < 40 ? [getStarted] : []);
  const named = writeLog([
    ...exposedVisitors('baseline', 400, { weights, convert }),
    ...exposedVisitors('annual-first', 400, { weights, convert }),
  ]);
  const run = spawnSync(process.execPath, [report, named], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout);
  assert.match(run.stdout, /Control: baseline, the first variant of the split/);
  assert.match(run.stdout, /Verdict: No difference found/);
  assert.match(run.stdout, /^Log: [\d,]+ lines$/m, 'nothing left out, nothing said to be');
  const unknown = writeLog([
    ...exposedVisitors('baseline', 400, { weights: null, convert }),
    ...exposedVisitors('annual-first', 400, { weights: null, convert }),
  ]);
  const taken = spawnSync(process.execPath, [report, unknown], { encoding: 'utf8' });
  assert.match(
    taken.stdout,
    /Control: annual-first, taken as the control: no split recorded says which variant is first \(give --weights or --remotes\)/,
  );
  const given = spawnSync(process.execPath, [report, unknown, '--weights', 'baseline=1,annual-first=1'], { encoding: 'utf8' });
  assert.match(given.stdout, /Control: baseline, the first variant of the split/);
});

test('a ramp of identical variants whose base rate halves is no difference, and the report shows each split', () => {
  const ramp = (variant, count, weights, day, rate) =>
    exposedVisitors(variant, count, { weights, day, convert: (index) => (index < count * rate ? [getStarted] : []) });
  const first = { control: 90, 'annual-first': 10 };
  const second = { control: 50, 'annual-first': 50 };
  const file = writeLog([
    ...ramp('control', 900, first, 0, 0.06),
    ...ramp('annual-first', 100, first, 0, 0.06),
    ...ramp('control', 500, second, 7, 0.03),
    ...ramp('annual-first', 500, second, 7, 0.03),
  ]);
  const run = spawnSync(process.execPath, [report, file], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout);
  // Pooled, annual-first's visitors are mostly of the second week, when everyone converted less: 3.50% against 4.93%.
  assert.match(run.stdout, /control +1,400 +69 +4\.93% /);
  assert.match(run.stdout, /annual-first +600 +21 +3\.50% .* \+0\.00 pts/);
  assert.match(run.stdout, /1\. control 90 \/ annual-first 10 +2026-11-01 +1,000 +\+0\.00 \[/);
  assert.match(run.stdout, /2\. control 50 \/ annual-first 50 +2026-11-08 +1,000 +\+0\.00 \[/);
  assert.doesNotMatch(run.stdout, /worse than/);
});

/**
 * Visitors of four days, exposed at moments through each day (its first and last minutes among them) and half of
 * them converting 40 minutes later (the next day for some), or two days later; each browser's clock `clockOff(index)`
 * ms ahead of true time, in every time it writes: its events', its batches' and the day its conversions name.
 */
function visitorsWithClocks(clockOff) {
  const moments = ['00:00:20', '06:10:00', '12:00:00', '17:45:00', '23:30:00', '23:59:50'];
  const utcDay = (ms) => new Date(ms).toISOString().slice(0, 10);
  const lines = [];
  let index = 0;
  for (const day of ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']) {
    for (const moment of moments) {
      for (let visitor = 0; visitor < 12; visitor += 1, index += 1) {
        const variant = visitor % 2 ? 'annual-first' : 'control';
        const experiments = { pricing: variant };
        const sentAt = Date.parse(`${day}T${moment}Z`);
        const off = clockOff(index);
        const exposure = {
          name: 'exposure',
          experiment: 'pricing',
          variant,
          fellBack: false,
          forced: false,
          weights: { control: 1, 'annual-first': 1 },
        };
        lines.push(...pageLoadLines({ experiments, sentAt, clockOff: off, events: [exposure] }));
        if (visitor % 4 < 2) {
          const later = sentAt + (visitor % 4 ? 2 * DAY_MS : 40 * 60_000);
          const conversion = { name: 'conversion', ...getStarted, firstFor: experiments, exposedOn: { pricing: utcDay(sentAt + off) } };
          lines.push(...pageLoadLines({ experiments, sentAt: later, clockOff: off, events: [conversion] }));
        }
      }
    }
  }
  return lines;
}

const WINDOWS = [{}, { until: '2026-11-02' }, { since: '2026-11-01', until: '2026-11-03' }, { since: '2026-11-02T05:00' }];

test('a browser whose clock is days off reads the same windows as one whose clock is true: each visitor on its true UTC day', () => {
  // A day behind or ahead, two days, a year; some also a few seconds slow, as a clock set by hand is.
  const offsets = [-DAY_MS, DAY_MS, 2 * DAY_MS, -365 * DAY_MS, DAY_MS - 7_000, -DAY_MS - 4_000];
  const wrongClocks = visitorsWithClocks((index) => (index % 5 ? offsets[index % offsets.length] : 0));
  const browserDays = new Set(
    wrongClocks
      .map((line) => JSON.parse(line))
      .filter(({ name }) => name === 'exposure')
      .map(({ time }) => time.slice(0, 10)),
  );
  assert.ok(browserDays.has('2025-10-31') && browserDays.has('2026-11-05'), 'the browsers name days that are not their visitors’');
  const truth = readCounts(writeLog(visitorsWithClocks(() => 0)), { windows: WINDOWS });
  assert.deepEqual(truth[0].days, { '2026-10-31': 72, '2026-11-01': 72, '2026-11-02': 72, '2026-11-03': 72 });
  assert.deepEqual(both(truth[0]), { visitors: 288, converted: 144 });
  for (const zone of ['UTC', 'Pacific/Kiritimati']) {
    const read = readCounts(writeLog(wrongClocks), { windows: WINDOWS, zone });
    read.forEach((counts, window) => assert.deepEqual(counts, truth[window], `${zone}, window ${JSON.stringify(WINDOWS[window])}`));
  }
});

test('a browser whose clock is hours off, as a wrong time zone sets it, keeps its own day: none of its conversions lost', () => {
  const offsets = [5 * 3_600_000, -9 * 3_600_000, 11 * 3_600_000 + 59 * 60_000];
  const [all] = readCounts(writeLog(visitorsWithClocks((index) => offsets[index % offsets.length])));
  assert.deepEqual(both(all), { visitors: 288, converted: 144 });
  assert.deepEqual(all.leftOut, { noDay: 0, noExposure: 0 });
});
