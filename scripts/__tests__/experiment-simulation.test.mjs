import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEventLog } from '../field-log/event-log.mjs';
import { countsUpTo, daysOf, readExperiments } from '../field-log/experiment-log.mjs';
import { DEFAULTS, readOut } from '../field-log/experiment-readout.mjs';
import { differenceInterval } from './support/fixed-horizon-intervals.mjs';
import { plannedVisitors } from '../field-log/sequential.mjs';
import { DAYS, writeSimulatedLogApart } from './support/simulated-visitors.mjs';

// The growth team's promise, proven on simulated visitors whose browsers run the pages' own decisions
// (support/simulated-visitors.mjs): identical variants read every morning for a month are almost never called
// different, and a real lift of the planned size is found. The log goes through the real read-out: the SQL
// that counts visitors, and the verdict.

const folder = mkdtempSync(path.join(tmpdir(), 'experiment-simulation-'));
const RAMP = [
  { fromDay: 0, weights: { control: 90, 'annual-first': 10 } },
  { fromDay: 10, weights: { control: 50, 'annual-first': 50 } },
];
const EVEN = [{ fromDay: 0, weights: { control: 50, 'annual-first': 50 } }];
const BASELINE = 0.01;
const LIFT = 0.01;
const PLANNED = plannedVisitors({ baseline: BASELINE, mde: LIFT, alpha: DEFAULTS.alpha, power: DEFAULTS.power, shares: [1, 1] });

const AA_RUNS = 1000;
const AB_RUNS = 100;
// Written side by side, each in a thread of its own.
const logs = Promise.all([
  // Half the identical experiments are ramped (10% for ten days, then half), and read against the split each
  // visitor was drawn from.
  writeSimulatedLogApart({
    file: path.join(folder, 'aa-even.log'),
    runs: AA_RUNS / 2,
    visitors: 1000,
    seed: 1,
    prefix: 'aa-even',
    conversion: { control: 0.1, 'annual-first': 0.1 },
    splits: EVEN,
  }),
  writeSimulatedLogApart({
    file: path.join(folder, 'aa-ramp.log'),
    runs: AA_RUNS / 2,
    visitors: 1000,
    seed: 2,
    prefix: 'aa-ramp',
    conversion: { control: 0.1, 'annual-first': 0.1 },
    splits: RAMP,
  }),
  writeSimulatedLogApart({
    file: path.join(folder, 'ab.log'),
    runs: AB_RUNS,
    visitors: PLANNED,
    seed: 3,
    prefix: 'ab',
    conversion: { control: BASELINE, 'annual-first': BASELINE + LIFT },
    splits: EVEN,
  }),
]);

/** Each experiment read every day, as a team reads it each morning: how many were ever called, and how. */
async function readDaily(files, readDay = (counts) => readOut(counts, { mde: LIFT * 100 }).verdict) {
  const log = await openEventLog(files);
  try {
    const experiments = await readExperiments(log);
    const ever = new Map();
    for (const [name, experiment] of experiments) {
      const verdicts = new Set(daysOf(experiment).map((day) => readDay(countsUpTo(experiment, day))));
      ever.set(name, verdicts);
    }
    return { ever, lines: await log.lineCounts(), experiments };
  } finally {
    log.close();
  }
}

const share = (ever, verdict) => [...ever.values()].filter((verdicts) => verdicts.has(verdict)).length / ever.size;

test('identical variants read every morning for 30 days are called different in at most 5% of experiments, and the split raises no false alarm', async () => {
  const [even, ramp] = await logs;
  const { ever, lines, experiments } = await readDaily([even, ramp]);
  assert.equal(ever.size, AA_RUNS);
  assert.ok(lines.unreadable > 0 && lines.unreadable / lines.total < 0.01, 'the simulated log has cut lines, under the read-outs’ limit');
  const falseCalls = share(ever, 'difference');
  const falseAlarms = share(ever, 'mismatch');
  console.log(
    `A/A, ${AA_RUNS} experiments over ${DAYS} days: ever called ${(falseCalls * 100).toFixed(1)}%, ever a split alarm ${(falseAlarms * 100).toFixed(1)}%`,
  );
  // 5% plus simulation noise (two standard errors of a share of 1,000), and the split's 0.1% likewise.
  assert.ok(falseCalls <= 0.05 + 2 * Math.sqrt((0.05 * 0.95) / AA_RUNS), `false calls: ${falseCalls}`);
  assert.ok(falseAlarms <= 0.005, `false split alarms: ${falseAlarms}`);
  // Every experiment's QA loads were left out, and each visitor counted once.
  for (const experiment of experiments.values()) assert.equal(experiment.leftOut.forced, 6);
  const visitors = [...experiments.values()].map((experiment) =>
    [...countsUpTo(experiment).variants.values()].reduce((sum, { visitors }) => sum + visitors, 0),
  );
  assert.ok(
    visitors.every((count) => count <= 1000 && count > 950),
    'about one exposure per visitor (a few lost on the way), never one per page load',
  );
});

test('the same identical variants, read as before (page loads, fixed intervals, every morning), were called different far more often', async () => {
  // The simulation has the teeth to catch a read-out that counts page loads or peeks: with fixed-horizon intervals
  // (Newcombe) read daily on the same data, identical variants are "different" well beyond 5%.
  const [even] = await logs;
  const { ever } = await readDaily([even], ({ variants }) => {
    const control = variants.get('control');
    const variant = variants.get('annual-first');
    if (!control || !variant) return 'too-little-data';
    const change = differenceInterval(
      { successes: variant.conversions['get-started'] ?? 0, trials: variant.visitors },
      { successes: control.conversions['get-started'] ?? 0, trials: control.visitors },
    );
    return change.low > 0 || change.high < 0 ? 'difference' : 'no-difference';
  });
  const naiveCalls = share(ever, 'difference');
  console.log(`A/A read with fixed intervals every morning: ever called ${(naiveCalls * 100).toFixed(1)}%`);
  assert.ok(naiveCalls > 0.1, `peeking at fixed intervals calls false winners: ${naiveCalls}`);
});

test('a true lift of 1 point is found by the planned sample in at least 80% of experiments, and always in its direction', async () => {
  const [, , ab] = await logs;
  const { ever } = await readDaily([ab], (counts) => {
    const { verdict, arms } = readOut(counts, { mde: LIFT * 100 });
    return verdict === 'difference' ? arms.find((arm) => arm.called).called : verdict;
  });
  assert.equal(ever.size, AB_RUNS);
  assert.equal(share(ever, 'worse'), 0, 'a better variant is never called worse');
  const found = share(ever, 'better');
  console.log(`A/B, ${AB_RUNS} experiments of ${PLANNED} visitors (the plan for +1 point from 1%): found ${(found * 100).toFixed(0)}%`);
  assert.ok(found >= 0.8, `found in ${found}`);
});
