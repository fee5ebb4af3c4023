import { test } from 'node:test';
import assert from 'node:assert/strict';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { ALPHA, compareReleases, JUDGED_VITALS, MIN_PAGE_LOADS } from '../release-comparison.mjs';
import { seededRandom } from '../seeded-random.mjs';
import { differenceInterval } from './support/fixed-horizon-intervals.mjs';

// The release flag a section team's alerting acts on, checked by simulation as the team reads it: every day. The
// release before is whole (two weeks of page loads); the new one's page loads come day by day, and the comparison
// is read each day for 14 days, flagged if it is ever flagged. Releases that are the same are flagged in at most
// ALPHA of such fortnights; a regression of the planned size is found in at least 80%; and the same simulation
// flags far more than ALPHA with intervals made for one reading, so it can tell them apart.

const DAYS = 14;
/** web-vitals' thresholds: a value up to `good` is rated good, beyond `poor` poor, between needs-improvement. */
const RATING = { LCP: { good: 2500, poor: 4000 }, INP: { good: 200, poor: 500 } };
const rating = (metric, value) => (value <= RATING[metric].good ? 'good' : value <= RATING[metric].poor ? 'needs-improvement' : 'poor');

/**
 * Field data as it looks: LCP log-normal around 1.8 s; INP log-normal with a heavy tail (median 180 ms, σ 1.0:
 * p75 353 ms, 46% of page loads not good). `inpFactor` slows every interaction, `inpShift` adds to each.
 */
const FIELD = { lcpMedian: 1800, lcpSpread: 0.5, inpMedian: 180, inpSpread: 1.0, inpFactor: 1, inpShift: 0, failureRate: 0.01 };

/** `count` page loads of a release: their vitals' values and ratings, and how many failed. */
function pageLoads(random, count, shape = {}) {
  const field = { ...FIELD, ...shape };
  const logNormal = (median, spread) =>
    median * Math.exp(spread * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  const values = { LCP: [], INP: [] };
  let failed = 0;
  for (let load = 0; load < count; load++) {
    values.LCP.push(logNormal(field.lcpMedian, field.lcpSpread));
    values.INP.push(logNormal(field.inpMedian, field.inpSpread) * field.inpFactor + field.inpShift);
    if (random() < field.failureRate) failed += 1;
  }
  return { values, failed, count };
}

const p75 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];

/**
 * A release as the field report hands it over: counts per vital, from the page loads' ratings, and its failures;
 * the 75th percentiles unless `withP75` is false (the daily readings judge without them, and sorting is slow).
 */
function summary(release, loads, { withP75 = true } = {}) {
  const vitals = Object.fromEntries(
    JUDGED_VITALS.map((metric) => {
      let [count, notGood] = [0, 0];
      for (const load of loads) {
        count += load.values[metric].length;
        for (const value of load.values[metric]) if (rating(metric, value) !== 'good') notGood += 1;
      }
      return [metric, { pageLoads: count, notGood, p75: withP75 ? p75(loads.flatMap((load) => load.values[metric])) : NaN }];
    }),
  );
  const sum = (key) => loads.reduce((total, load) => total + load[key], 0);
  return { release, vitals, pageLoads: sum('count'), failed: sum('failed') };
}

/** The share of fortnights in which `judge` ever flags the new release, read daily; and the median day it first does. */
function flaggedReadDaily({ trials, perDay, seed, after = {}, judge = (before, now) => compareReleases([before, now])[0].worse }) {
  const random = seededRandom(seed);
  const firstDays = [];
  for (let trial = 0; trial < trials; trial++) {
    const before = summary('1.4.0', [pageLoads(random, perDay * DAYS)], { withP75: false });
    const days = [];
    for (let day = 1; day <= DAYS; day++) {
      days.push(pageLoads(random, perDay, after));
      if (judge(before, summary('1.5.0', days, { withP75: false })).length) {
        firstDays.push(day);
        break;
      }
    }
  }
  return { share: firstDays.length / trials, medianDay: firstDays.sort((a, b) => a - b)[firstDays.length >> 1] ?? null };
}

/** A judge made for one reading: Newcombe's fixed-horizon interval for each share, at the flag's error rate. */
function fixedHorizonJudge(before, now) {
  const z = normalQuantile(1 - ALPHA / 6, 0, 1);
  const rise = (after, was) => differenceInterval(after, was, z).low > 0;
  const worse = JUDGED_VITALS.filter((metric) =>
    rise(
      { successes: now.vitals[metric].notGood, trials: now.vitals[metric].pageLoads },
      { successes: before.vitals[metric].notGood, trials: before.vitals[metric].pageLoads },
    ),
  );
  if (rise({ successes: now.failed, trials: now.pageLoads }, { successes: before.failed, trials: before.pageLoads }))
    worse.push('failure rate');
  return worse;
}

const percent = (share) => `${(share * 100).toFixed(1)}%`;

test(`releases that are the same, read daily for ${DAYS} days: flagged in at most ${ALPHA * 100}% of fortnights`, () => {
  for (const perDay of [30, 300]) {
    const { share } = flaggedReadDaily({ trials: 400, perDay, seed: perDay });
    console.log(`same releases, ${perDay} page loads a day, read daily for ${DAYS} days, 400 fortnights: flagged ${percent(share)}`);
    assert.ok(share <= ALPHA, `flagged ${share}`);
  }
});

test('the simulation tells them apart: intervals made for one reading, read daily, flag the same releases beyond 5%', () => {
  const { share } = flaggedReadDaily({ trials: 400, perDay: 300, seed: 300, judge: fixedHorizonJudge });
  console.log(`same releases, fixed-horizon intervals read daily: flagged ${percent(share)}`);
  assert.ok(share > ALPHA, `flagged ${share}`);
});

test('the planned regression, a rise of 5 points in the share of page loads whose INP is not good, is found in at least 80% of fortnights at 300 page loads a day', () => {
  // Every interaction 13.1% slower: 45.8% of page loads not good → 50.8% (p75 INP 353 → 399 ms).
  const { share, medianDay } = flaggedReadDaily({ trials: 400, perDay: 300, seed: 5, after: { inpFactor: 1.131 } });
  console.log(`INP not good +5 points, 300 page loads a day: found in ${percent(share)}, on day ${medianDay} at the median`);
  assert.ok(share >= 0.8, `found ${share}`);
});

test('INP p75 +177 ms with a heavy tail (every interaction 50% slower) is found in at least 80% of fortnights at 50 page loads a day', () => {
  const { share, medianDay } = flaggedReadDaily({ trials: 400, perDay: 50, seed: 6, after: { inpFactor: 1.5 } });
  console.log(`INP 50% slower (p75 353 → 530 ms), 50 page loads a day: found in ${percent(share)}, on day ${medianDay} at the median`);
  assert.ok(share >= 0.8, `found ${share}`);
});

test(`a release 200 ms slower in INP, heavy tail, is flagged in at least 95% of comparisons from ${MIN_PAGE_LOADS * 2} page loads each`, () => {
  const random = seededRandom(2);
  let flagged = 0;
  for (let trial = 0; trial < 200; trial++) {
    const [comparison] = compareReleases([
      summary('1.4.0', [pageLoads(random, MIN_PAGE_LOADS * 2)]),
      summary('1.5.0', [pageLoads(random, MIN_PAGE_LOADS * 2, { inpShift: 200 })]),
    ]);
    if (comparison.worse.includes('INP not good')) flagged += 1;
  }
  console.log(`+200 ms INP, ${MIN_PAGE_LOADS * 2} page loads each: flagged ${percent(flagged / 200)}`);
  assert.ok(flagged / 200 >= 0.95, `flagged ${flagged / 200}`);
});

test('the flag names what got worse, its interval holds the change, and a release with too few page loads is not judged on its vitals', () => {
  const random = seededRandom(3);
  const [slow] = compareReleases([
    summary('1.4.0', [pageLoads(random, 2000)]),
    summary('1.5.0', [pageLoads(random, 2000, { inpFactor: 1.5 })]),
  ]);
  assert.deepEqual(slow.worse, ['INP not good']);
  // The true shares: 45.8% and 61.9% (P(ln X > ln(200 / 1.5 / 180)) for ln X normal, σ 1): a rise of 16.1 points.
  assert.ok(slow.INP.notGood.low < 0.161 && slow.INP.notGood.high > 0.161, `the interval holds the rise: ${JSON.stringify(slow.INP)}`);
  assert.ok(slow.INP.p75 > 120 && slow.INP.p75 < 240, `p75 shown: ${slow.INP.p75}`);
  assert.ok(slow.LCP.notGood.low < 0 && slow.LCP.notGood.high > 0, 'LCP, unchanged, is not flagged');
  const [failing] = compareReleases([
    summary('1.4.0', [pageLoads(random, 2000)]),
    summary('1.5.0', [pageLoads(random, 2000, { failureRate: 0.08 })]),
  ]);
  assert.deepEqual(failing.worse, ['failure rate']);
  const [allFailing] = compareReleases([
    summary('1.4.0', [pageLoads(random, 200, { failureRate: 0 })]),
    summary('1.5.0', [pageLoads(random, 200, { failureRate: 1 })]),
  ]);
  assert.deepEqual(allFailing.worse, ['failure rate'], 'a release failing every page load, after one failing none');
  const [few] = compareReleases([
    summary('1.4.0', [pageLoads(random, 400)]),
    summary('1.5.0', [pageLoads(random, MIN_PAGE_LOADS - 1, { inpShift: 500, failureRate: 0 })]),
  ]);
  assert.equal(few.INP, null);
  assert.deepEqual(few.worse, []);
});
