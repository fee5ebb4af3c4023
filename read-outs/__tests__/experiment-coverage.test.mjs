import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countsUpTo } from '../experiment-log.mjs';
import { DEFAULTS, readOut } from '../experiment-readout.mjs';
import { alwaysValidDifference, plannedVisitors } from '../sequential.mjs';
import { differenceInterval } from './support/fixed-horizon-intervals.mjs';
import { DAYS, dayOf, simulatedExperiments } from './support/simulated-counts.mjs';

// The read-out's promises, measured against a known truth: its interval, read every day, misses the true
// difference in at most 5% of experiments, and identical variants ramped while the base rate drifts are almost
// never called different. Each checker is shown able to fail: against an interval too narrow, against pooling a
// ramp, against fixed intervals read daily. The counts are drawn with a known truth (support/simulated-counts.mjs)
// and go through the read-out's own counting (countsUpTo) and verdict (readOut).

const EVEN = { control: 50, 'annual-first': 50 };
/** 5% plus simulation noise: two standard errors of a share of `runs`. */
const atMostFivePercent = (runs) => 0.05 + 2 * Math.sqrt((0.05 * 0.95) / runs);

/** Each experiment read at the end of every day, as a team reads it each morning. */
function readDaily(experiments, read) {
  return experiments.map((experiment) => Array.from({ length: DAYS }, (_, index) => read(countsUpTo(experiment, dayOf(index)))));
}

/** The share of experiments whose interval of the change (`intervalOf` each day's), on some day, left out `truth`. */
function missRate(dailyChanges, truth, intervalOf) {
  const missed = dailyChanges.filter((days) =>
    days.map(intervalOf).some((change) => change && (truth < change.low || truth > change.high)),
  );
  return missed.length / dailyChanges.length;
}

const asComputed = (change) => change;
/** The same interval at 0.6 of its width: what a wrong variance or a wrong constant gives. */
const tooNarrow = (change) =>
  change && {
    low: change.difference - 0.6 * (change.difference - change.low),
    high: change.difference + 0.6 * (change.high - change.difference),
  };

const COVERAGE_RUNS = 2000;
const TRUE_DIFFERENCE = 0.01;
const coverageChanges = readDaily(
  simulatedExperiments(COVERAGE_RUNS, 11, {
    visitors: 20_000,
    phases: [{ fromDay: 0, weights: EVEN, rates: { control: 0.1, 'annual-first': 0.1 + TRUE_DIFFERENCE } }],
  }),
  (counts) => readOut(counts, { mde: 1 }).arms[1].change,
);

test('the always-valid interval of the change, read every day, misses the true difference in at most 5% of experiments', () => {
  const missed = missRate(coverageChanges, TRUE_DIFFERENCE, asComputed);
  console.log(
    `coverage: ${COVERAGE_RUNS} experiments of 20,000 visitors, read daily for ${DAYS} days: missed ${(missed * 100).toFixed(1)}%`,
  );
  assert.ok(missed <= atMostFivePercent(COVERAGE_RUNS), `missed the truth in ${missed}`);
});

test('the same checker fails an interval 0.6 times as wide', () => {
  const missed = missRate(coverageChanges, TRUE_DIFFERENCE, tooNarrow);
  console.log(`coverage of an interval 0.6 times as wide: missed ${(missed * 100).toFixed(1)}%`);
  assert.ok(missed > atMostFivePercent(COVERAGE_RUNS), `a too narrow interval missed only ${missed}`);
});

// 10% of visitors for ten days, then half; the base rate halves when the split widens (a season, a campaign
// ending), and conversions arrive up to a few days after the exposure.
const RAMP_RUNS = 400;
const drift = (rate) => ({ control: rate, 'annual-first': rate });
const rampExperiments = simulatedExperiments(RAMP_RUNS, 12, {
  visitors: 20_000,
  phases: [
    { fromDay: 0, weights: { control: 90, 'annual-first': 10 }, rates: drift(0.06) },
    { fromDay: 10, weights: EVEN, rates: drift(0.03) },
  ],
  delays: [0.7, 0.1, 0.1, 0.1],
});
const everCalled = (daily, called) => daily.filter((days) => days.some(called)).length / daily.length;

test('identical variants ramped while the base rate drifts by half, read every day, are called different in at most 5% of experiments', () => {
  const daily = readDaily(rampExperiments, (counts) => readOut(counts, { mde: 1 }).verdict);
  const called = everCalled(daily, (verdict) => verdict === 'difference');
  console.log(
    `A/A ramp 90/10 then 50/50, base rate 6% then 3%, ${RAMP_RUNS} experiments read daily: ever called ${(called * 100).toFixed(1)}%`,
  );
  assert.ok(called <= atMostFivePercent(RAMP_RUNS), `called in ${called}`);
  // The split check's error rate is 0.1%, however often it is read: a false alarm in 400 experiments may happen.
  const alarms = everCalled(daily, (verdict) => verdict === 'mismatch');
  assert.ok(alarms <= 0.005, `false split alarms: ${alarms}`);
});

test('the same ramp read with every visitor of a variant pooled across the splits calls a loser in most experiments', () => {
  const daily = readDaily(rampExperiments, ({ variants }) => {
    const arm = (name) => ({ successes: variants.get(name).conversions['get-started'] ?? 0, trials: variants.get(name).visitors });
    const pooled = alwaysValidDifference(arm('annual-first'), arm('control'), { alpha: DEFAULTS.alpha, tau: 0.01 });
    return pooled.low > 0 || pooled.high < 0;
  });
  const called = everCalled(daily, Boolean);
  console.log(`the same ramp, pooled: ever called ${(called * 100).toFixed(1)}%`);
  assert.ok(called > 0.5, `pooling called only ${called}`);
});

test('identical variants read every day with fixed-horizon intervals are called different far beyond 5%', () => {
  const experiments = simulatedExperiments(400, 13, { visitors: 20_000, phases: [{ fromDay: 0, weights: EVEN, rates: drift(0.1) }] });
  const always = everCalled(
    readDaily(experiments, (counts) => readOut(counts, { mde: 1 }).verdict),
    (verdict) => verdict === 'difference',
  );
  const fixed = everCalled(
    readDaily(experiments, ({ variants }) => {
      const arm = (name) => ({ successes: variants.get(name).conversions['get-started'] ?? 0, trials: variants.get(name).visitors });
      const change = differenceInterval(arm('annual-first'), arm('control'));
      return change.low > 0 || change.high < 0;
    }),
    Boolean,
  );
  console.log(
    `A/A, 400 experiments read daily: always-valid ever called ${(always * 100).toFixed(1)}%, fixed-horizon ${(fixed * 100).toFixed(1)}%`,
  );
  assert.ok(always <= atMostFivePercent(400), `always-valid called ${always}`);
  assert.ok(fixed > 0.1, `fixed-horizon intervals read daily called only ${fixed}`);
});

test('a true lift of 1 point is found by the planned sample in at least 80% of experiments, and always in its direction', () => {
  const planned = plannedVisitors({ baseline: 0.01, mde: 0.01, alpha: DEFAULTS.alpha, power: DEFAULTS.power, shares: [1, 1] });
  const runs = 200;
  const experiments = simulatedExperiments(runs, 14, {
    visitors: Math.ceil(planned / DAYS) * DAYS,
    phases: [{ fromDay: 0, weights: EVEN, rates: { control: 0.01, 'annual-first': 0.02 } }],
  });
  const daily = readDaily(experiments, (counts) => {
    const { verdict, arms } = readOut(counts, { mde: 1 });
    return verdict === 'difference' ? arms[1].called : verdict;
  });
  const found = everCalled(daily, (called) => called === 'better');
  console.log(`A/B, ${runs} experiments of ${planned} visitors (the plan for +1 point from 1%): found ${(found * 100).toFixed(0)}%`);
  assert.equal(
    everCalled(daily, (called) => called === 'worse'),
    0,
    'a better variant is never called worse',
  );
  assert.ok(found >= 0.8, `found in ${found}`);
});
