// The canary's verdict and ramp, proven by simulation with known truth: a week of 10-minute readings of simulated
// page loads of a stable release and a canary (support/canary-simulation.mjs), through the real verdict and the
// real decision; then a day of them written as the collector writes them, read every 10 minutes through the real
// log reader. Each claim is also shown able to fail: against a figure deliberately wrong, the same runs miss it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canaryVerdict } from '../canary-evidence/canary-verdict.mjs';
import { emptySide } from '../canary-evidence/field-counts.mjs';
import { measuresOf } from '../canary-evidence/canary-verdict.mjs';
import { simulateMany } from './support/canary-simulation.mjs';
import { differenceInterval } from '@callvera/read-outs/testing/fixed-horizon-intervals';

const RUNS = 200;
const share = (count, runs) => count / runs;

/** A wrong figure: every step's page loads pooled into one, as if the ramp's visitors were one population. */
function pooledAcrossSteps(counts, canary, options) {
  const one = { stable: emptySide(), canary: emptySide() };
  const add = (into, from) => {
    for (const [key, value] of Object.entries(from))
      if (typeof value === 'number') into[key] += value;
      else for (const [kind, count] of Object.entries(value)) into[key][kind] += count;
  };
  for (const step of counts.steps) {
    add(one.stable, step.stable);
    add(one.canary, step.canary);
  }
  return canaryVerdict({ ...counts, steps: [one] }, { ...canary, steps: [canary.steps.at(-1)] }, options);
}

/** A wrong figure: a fixed-horizon 95% interval of each measure at the current step, read every 10 minutes. */
function peekingAtFixedHorizon(counts, canary, options) {
  const evidence = canaryVerdict(counts, canary, options);
  const step = counts.steps[canary.steps.length - 1];
  const regressed = measuresOf(canary.remote).some((measure) => {
    const [canaryFailed, canaryTrials] = measure.of(step.canary);
    const [stableFailed, stableTrials] = measure.of(step.stable);
    if (!canaryTrials || !stableTrials) return false;
    const interval = differenceInterval(
      { successes: canaryFailed, trials: canaryTrials },
      { successes: stableFailed, trials: stableTrials },
    );
    return measure.worse > 0 ? interval.low > 0 : interval.high < 0;
  });
  return regressed ? { ...evidence, verdict: 'regressed', exit: 1 } : evidence;
}

/** A wrong figure: failures to load counted (down, slow, chunk), not a page that fails to render once loaded. */
function loadFailuresOnly(counts, canary, options) {
  const loadsOnly = (side) => ({ ...side, failed: side.failed - side.kinds.render, kinds: { ...side.kinds, render: 0 } });
  const steps = counts.steps.map((step) => ({ stable: loadsOnly(step.stable), canary: loadsOnly(step.canary) }));
  return canaryVerdict({ ...counts, steps }, canary, options);
}

test('an identical canary is rolled back in at most 5% of weeks and made stable in at least 90%', () => {
  const tally = simulateMany(RUNS, {});
  assert.ok(share(tally.rollback, RUNS) <= 0.05, `rolled back in ${tally.rollback} of ${RUNS}`);
  assert.ok(share(tally.promote, RUNS) >= 0.9, `made stable in ${tally.promote} of ${RUNS}`);
  // Teeth: a fixed-horizon interval read every 10 minutes rolls back identical canaries far more often.
  const peeking = simulateMany(RUNS / 2, { verdict: peekingAtFixedHorizon });
  assert.ok(share(peeking.rollback, RUNS / 2) > 0.05, `peeking rolled back only ${peeking.rollback} of ${RUNS / 2}`);
});

test('a canary failing on 2 points more page loads is rolled back in at least 90% of weeks, before 10,000 of its page loads', () => {
  const tally = simulateMany(RUNS / 2, { worse: { failure: 0.02 } });
  const early = tally.canaryPageLoadsAtRollback.filter((pageLoads) => pageLoads < 10_000).length;
  assert.ok(share(early, RUNS / 2) >= 0.9, `rolled back early in ${early} of ${RUNS / 2} (${tally.canaryPageLoadsAtRollback.join(', ')})`);
  // Teeth: counting only failures to load misses a canary that fails to render.
  const lenient = simulateMany(RUNS / 2, { worse: { failure: 0.02 }, verdict: loadFailuresOnly });
  const lenientEarly = lenient.canaryPageLoadsAtRollback.filter((pageLoads) => pageLoads < 10_000).length;
  assert.ok(share(lenientEarly, RUNS / 2) < 0.9, `counting failures to load still rolled back early in ${lenientEarly} of ${RUNS / 2}`);
});

test('a canary whose INP p75 is 150 ms worse is rolled back in at least 90% of weeks, before 10,000 of its page loads', () => {
  const tally = simulateMany(RUNS / 2, { worse: { inpShift: 150 } });
  const early = tally.canaryPageLoadsAtRollback.filter((pageLoads) => pageLoads < 10_000).length;
  assert.ok(share(early, RUNS / 2) >= 0.9, `rolled back early in ${early} of ${RUNS / 2}`);
});

test('base rates drifting through the ramp (a campaign, a weekend) call no more false rollbacks than steady ones', () => {
  const steady = simulateMany(RUNS, {});
  const drifting = simulateMany(RUNS, { drift: true });
  assert.ok(share(drifting.rollback, RUNS) <= 0.05, `rolled back in ${drifting.rollback} of ${RUNS}`);
  assert.ok(
    drifting.rollback <= steady.rollback + Math.ceil(0.02 * RUNS),
    `${drifting.rollback} drifting against ${steady.rollback} steady`,
  );
  assert.ok(share(drifting.promote, RUNS) >= 0.9, `made stable in ${drifting.promote} of ${RUNS}`);
  // Teeth: pooling every step's page loads compares one mix of periods with another, and rolls back identical canaries.
  const pooled = simulateMany(RUNS, { drift: true, verdict: pooledAcrossSteps });
  assert.ok(share(pooled.rollback, RUNS) > 0.05, `pooled rolled back only ${pooled.rollback} of ${RUNS}`);
});
