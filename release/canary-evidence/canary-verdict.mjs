// The verdict on a canary from its counts: for each measure, the canary against the stable release, compared
// within each step of the ramp (visitors drawn at another share, or in another period, are another population)
// and combined, with an always-valid interval, so it may be read every few minutes.
//   regressed       the canary is worse beyond noise on a measure, over all its steps
//   ready           at the current step, each measure shows the canary no worse than its margin
//   keep watching   neither yet
import { alwaysValidHalfWidth } from '@callvera/read-outs/sequential';
import { stratifiedDifference } from '@callvera/read-outs/stratified';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { REMOTE_CONVERSIONS } from './field-counts.mjs';

/** The chance, over a canary's whole life, that some measure calls it regressed when it is not: shared by all. */
export const ALPHA = 0.05;
/**
 * The chance that a step is taken while some measure is worse than its margin at that step, shared by the measures
 * that ready a step: looser than ALPHA, since the next step goes on watching for a regression.
 */
export const READY_ALPHA = 0.2;
/** Hours after its start that a canary with no page load at all has failed: its collector is broken. */
export const NO_PAGE_LOADS_AFTER_HOURS = 24;

/**
 * The events (failures, poor vitals, conversions) each side must expect, at the rate of both together, before a
 * measure may call a regression: below that the normal approximation under the intervals fails (a canary with 1
 * conversion of its first 170 visitors looks certainly worse than it is).
 */
export const MIN_EXPECTED_EVENTS = 10;

export const EXIT = { regressed: 1, 'keep-watching': 3, ready: 0 };

const KINDS = FIELD_EVENTS.events['remote-failure'].failure;
/** The mixture scale of the failure measures: a release that fails on a path fails there on every page load. */
const FAILURE_TAU = 0.05;

/**
 * How much worse the canary may be at a step and still go on, as a share, by measure: the smallest regression worth
 * catching. A team may choose others for a canary (`--margin failures=5`): the wider, the fewer page loads a step
 * needs before it is taken, and the larger a regression that may pass.
 */
export const DEFAULT_MARGINS = { failures: 0.01, lcp: 0.05, inp: 0.05, conversions: 0.01 };

/** Margins as a team gives and reads them: `failures 1, lcp 5, …` (percentage points). */
export const marginsInPoints = (margins) =>
  Object.entries(margins)
    .map(([measure, margin]) => `${measure} ${+(margin * 100).toFixed(2)}`)
    .join(', ');

/**
 * What is compared. `worse`: the direction of harm. `margin`: how much worse the canary may be at a step and still
 * go on (it also tunes the interval). `readies`: whether the measure must show the canary within its margin before
 * a step; the failures of one kind only guard against regressions (their sum is the measure that readies).
 * `margins`: the canary's own, by the keys of DEFAULT_MARGINS (those not given are the defaults).
 */
export function measuresOf(remote, margins = {}) {
  const margin = { ...DEFAULT_MARGINS, ...margins };
  return [
    {
      name: 'failed page loads',
      unit: 'page loads',
      worse: 1,
      margin: margin.failures,
      tau: FAILURE_TAU,
      readies: true,
      of: (side) => [side.failed, side.pageLoads],
    },
    ...KINDS.map((kind) => ({
      name: `failed page loads: ${kind}`,
      unit: 'page loads',
      worse: 1,
      margin: margin.failures,
      tau: FAILURE_TAU,
      readies: false,
      of: (side) => [side.kinds[kind], side.pageLoads],
    })),
    {
      name: 'LCP poor or needs improvement',
      unit: 'page loads',
      worse: 1,
      margin: margin.lcp,
      readies: true,
      of: (side) => [side.lcpPoor, side.lcp],
    },
    {
      name: 'INP poor or needs improvement',
      unit: 'page loads',
      worse: 1,
      margin: margin.inp,
      readies: true,
      of: (side) => [side.inpPoor, side.inp],
    },
    ...(REMOTE_CONVERSIONS[remote]
      ? [
          {
            name: `converted visitors (${REMOTE_CONVERSIONS[remote].join(', ')})`,
            unit: 'visitors',
            worse: -1,
            margin: margin.conversions,
            readies: true,
            of: (side) => [side.converted, side.visitors],
          },
        ]
      : []),
  ];
}

/**
 * The canary's page loads (or visitors) a step needs, beside the stable release's at its share, for the
 * interval at no true difference to be narrower than the margin: what "keep watching" waits for.
 */
export function neededAtStep({ rate, share, margin, alpha }) {
  const canaryShare = share / 100;
  if (!(canaryShare > 0 && canaryShare < 1)) return null;
  const variance = (canary) => {
    const stable = (canary * (1 - canaryShare)) / canaryShare;
    const spread = Math.max(rate * (1 - rate), 1 / canary);
    return spread / canary + spread / stable;
  };
  const narrow = (canary) => alwaysValidHalfWidth(variance(canary), { alpha, tau: margin }) <= margin;
  let high = 16;
  while (!narrow(high)) high *= 2;
  let low = high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (narrow(middle)) high = middle;
    else low = middle;
  }
  return { canary: high, stable: Math.ceil((high * (1 - canaryShare)) / canaryShare) };
}

const totals = (steps, side) => steps.reduce((sum, step) => sum + (step?.[side]?.pageLoads ?? 0), 0);
const sumOf = (strata, side) =>
  strata.reduce(
    (total, stratum) => ({ successes: total.successes + stratum[side].successes, trials: total.trials + stratum[side].trials }),
    { successes: 0, trials: 0 },
  );

/**
 * The verdict from `counts` (field-counts.mjs) on `canary` ({ remote, startedAt, steps: [{ share, at }],
 * noPageLoadsAfterHours, margins }), at `now`.
 */
export function canaryVerdict(counts, canary, { now = new Date(), alpha = ALPHA, readyAlpha = READY_ALPHA } = {}) {
  const measures = measuresOf(canary.remote, canary.margins);
  const each = alpha / measures.length;
  const eachReady = readyAlpha / measures.filter((measure) => measure.readies).length;
  const current = canary.steps.length - 1;
  const share = canary.steps[current]?.share;
  const steps = canary.steps.map((_, index) => counts.steps[index]);
  const results = measures.map((measure) => {
    const strata = steps.map((step) => {
      const [canarySuccesses, canaryTrials] = step ? measure.of(step.canary) : [0, 0];
      const [stableSuccesses, stableTrials] = step ? measure.of(step.stable) : [0, 0];
      return {
        variant: { successes: canarySuccesses, trials: canaryTrials },
        control: { successes: stableSuccesses, trials: stableTrials },
      };
    });
    const combined = stratifiedDifference(strata, { alpha: each, tau: measure.tau ?? measure.margin });
    const here = strata[current];
    const atStep = measure.readies ? stratifiedDifference([here], { alpha: eachReady, tau: measure.tau ?? measure.margin }) : null;
    const stable = sumOf(strata, 'control');
    const canarySum = sumOf(strata, 'variant');
    // The rate the step is planned on: both sides, every step (at a step's start its own counts are too few).
    const pooled = (stable.successes + canarySum.successes) / (stable.trials + canarySum.trials || 1);
    const needed = measure.readies ? neededAtStep({ rate: pooled, share, margin: measure.margin, alpha: eachReady }) : null;
    const harmLow = measure.worse > 0 ? combined.low : -combined.high;
    const harmHighAtStep = atStep && (measure.worse > 0 ? atStep.high : -atStep.low);
    const enough = Math.min(stable.trials, canarySum.trials) * pooled >= MIN_EXPECTED_EVENTS;
    let verdict;
    if (harmLow > 0 && enough) verdict = 'regressed';
    else if (!measure.readies) verdict = 'ready';
    else if (here.variant.trials && here.control.trials && harmHighAtStep < measure.margin) verdict = 'ready';
    else verdict = 'keep-watching';
    return {
      name: measure.name,
      unit: measure.unit,
      worse: measure.worse > 0 ? 'higher' : 'lower',
      margin: measure.margin,
      readies: measure.readies,
      stable,
      canary: canarySum,
      difference: combined.difference,
      low: combined.low,
      high: combined.high,
      atStep: atStep ? { difference: atStep.difference, low: atStep.low, high: atStep.high } : null,
      verdict,
      pageLoads: { stable: here.control.trials, canary: here.variant.trials, needed },
    };
  });
  // A measure nothing at this step reports (no interaction attributed to the remote, no visitor exposed) does not
  // hold the canary back once its page loads have shown it within its margin.
  const pageLoadsReady = results[0].verdict === 'ready';
  for (const measure of results)
    if (measure.verdict === 'keep-watching' && pageLoadsReady && !measure.pageLoads.stable && !measure.pageLoads.canary) {
      measure.verdict = 'ready';
      measure.noData = true;
    }
  const canaryPageLoads = totals(steps, 'canary');
  const hours = canary.noPageLoadsAfterHours ?? NO_PAGE_LOADS_AFTER_HOURS;
  const silentFor = (new Date(now).getTime() - Date.parse(canary.startedAt)) / 3_600_000;
  let verdict = results.some((measure) => measure.verdict === 'regressed')
    ? 'regressed'
    : results.every((measure) => measure.verdict === 'ready')
      ? 'ready'
      : 'keep-watching';
  let reason = reasonOf(verdict, results);
  if (!canaryPageLoads && silentFor >= hours) {
    verdict = 'regressed';
    reason = `no page load of the canary in the ${hours} h since it started: the collector or the split is broken`;
  }
  return {
    verdict,
    exit: EXIT[verdict],
    reason,
    measures: results,
    pageLoads: { stable: totals(steps, 'stable'), canary: canaryPageLoads },
  };
}

function reasonOf(verdict, measures) {
  if (verdict === 'regressed')
    return `worse beyond noise: ${measures
      .filter((measure) => measure.verdict === 'regressed')
      .map((measure) => measure.name)
      .join(', ')}`;
  if (verdict === 'ready') return 'every measure shows the canary within its margin at this step';
  return `not yet shown within its margin: ${measures
    .filter((measure) => measure.verdict === 'keep-watching')
    .map((measure) => measure.name)
    .join(', ')}`;
}
