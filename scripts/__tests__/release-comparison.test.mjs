import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareReleases, MIN_PAGE_LOADS } from '../field-log/release-comparison.mjs';
import { seededRandom } from '../field-log/seeded-random.mjs';

// The release flag a section team's alerting acts on, checked by simulation: releases that are the same are
// almost never flagged, and one 200 ms slower in INP is flagged once it has its share of a normal day's page loads.

/** Page loads' INP as field data looks: log-normal, median 120 ms, a long tail; LCP likewise around 1.2 s. */
function release(name, pageLoads, random, { inpShift = 0, failureRate = 0.01 } = {}) {
  const logNormal = (median, spread) =>
    median * Math.exp(spread * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  return {
    release: name,
    LCP: Array.from({ length: pageLoads }, () => logNormal(1200, 0.35)),
    INP: Array.from({ length: pageLoads }, () => logNormal(120, 0.6) + inpShift),
    pageLoads,
    failed: Array.from({ length: pageLoads }, () => random() < failureRate).filter(Boolean).length,
  };
}

const flaggedShare = (trials, pageLoads, seed, options) => {
  const random = seededRandom(seed);
  let flagged = 0;
  for (let trial = 0; trial < trials; trial++) {
    const [comparison] = compareReleases([release('1.4.0', pageLoads, random), release('1.5.0', pageLoads, random, options)]);
    if (comparison.worse.length) flagged += 1;
  }
  return flagged / trials;
};

test('a release the same as the one before is flagged in at most 5% of comparisons', () => {
  const share = flaggedShare(200, 300, 1);
  console.log(`same releases, 300 page loads each, 200 comparisons: flagged ${(share * 100).toFixed(1)}%`);
  assert.ok(share <= 0.05 + 2 * Math.sqrt((0.05 * 0.95) / 200), `flagged ${share}`);
});

test(`a release 200 ms slower in INP is flagged in at least 95% of comparisons from ${MIN_PAGE_LOADS * 2} page loads each`, () => {
  const share = flaggedShare(200, MIN_PAGE_LOADS * 2, 2, { inpShift: 200 });
  console.log(`+200 ms INP, ${MIN_PAGE_LOADS * 2} page loads each: flagged ${(share * 100).toFixed(1)}%`);
  assert.ok(share >= 0.95, `flagged ${share}`);
});

test('the flag names what got worse, and a release with too few page loads is not judged on its vitals', () => {
  const random = seededRandom(3);
  const [slow] = compareReleases([release('1.4.0', 400, random), release('1.5.0', 400, random, { inpShift: 200 })]);
  assert.deepEqual(slow.worse, ['p75 INP']);
  assert.ok(slow.INP.low > 100 && slow.INP.high < 320, `the change's interval holds the shift: ${JSON.stringify(slow.INP)}`);
  const [failing] = compareReleases([release('1.4.0', 2000, random), release('1.5.0', 2000, random, { failureRate: 0.08 })]);
  assert.deepEqual(failing.worse, ['failure rate']);
  const [few] = compareReleases([release('1.4.0', 400, random), release('1.5.0', MIN_PAGE_LOADS - 1, random, { inpShift: 500 })]);
  assert.equal(few.INP, null);
  assert.deepEqual(few.worse, []);
});
