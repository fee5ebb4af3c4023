// Read-outs a team may look at every day without calling false winners: always-valid (sequential) intervals and
// a sequential sample-ratio test. Their coverage holds at every moment at once, so stopping on the day an
// interval first excludes zero keeps the error rate at alpha. The formulas are short closed forms (no package
// implement them); @stdlib gives the special functions. read-outs/__tests__/experiment-coverage.test.mjs measures
// them against a known truth: the interval's coverage read daily, identical arms (ramped too), and a real lift at
// the planned sample.
//
// - Intervals: the mixture sequential probability ratio test with a normal mixture of variance tau² (Johari,
//   Pekelis and Walsh, "Always valid inference", as in Optimizely's Stats Engine), on the normal approximation
//   of a rate or of a difference of rates.
// - The split: a Bayes factor of a Dirichlet-multinomial alternative against the split's multinomial (the
//   sequential sample-ratio test of Lindon and Malek), one per split in force (a ramp is several), multiplied:
//   a test martingale, so Ville's inequality bounds the chance it ever reaches 1/alpha on a sound split.
import gammaln from '@stdlib/math-base-special-gammaln';
import binomialQuantile from '@stdlib/stats-base-dists-binomial-quantile';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** The half-width of the always-valid interval of an estimate whose variance is `variance`. */
export function alwaysValidHalfWidth(variance, { alpha, tau }) {
  const tau2 = tau * tau;
  return Math.sqrt(((variance * (variance + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log((variance + tau2) / variance)));
}

/** A rate's always-valid interval, clipped to [0, 1]. */
export function alwaysValidRate(successes, trials, options) {
  if (!trials) return { rate: NaN, low: NaN, high: NaN };
  const rate = successes / trials;
  const half = alwaysValidHalfWidth(Math.max(rate * (1 - rate), 1 / trials) / trials, options);
  return { rate, low: Math.max(0, rate - half), high: Math.min(1, rate + half) };
}

/** The always-valid interval of `variant − control`, each `{ successes, trials }`. */
export function alwaysValidDifference(variant, control, options) {
  const v = variant.successes / variant.trials;
  const c = control.successes / control.trials;
  const variance = (v * (1 - v)) / variant.trials + (c * (1 - c)) / control.trials;
  const half = alwaysValidHalfWidth(variance, options);
  return { difference: v - c, low: v - c - half, high: v - c + half };
}

/** How concentrated the alternative's Dirichlet is around the split: larger finds small mismatches later. */
const SPLIT_CONCENTRATION = 100;

/**
 * The evidence that visitors are not split as intended, from every split in force (`strata`: each a list of
 * `{ weight, count }` per variant). `mismatch` once it reaches 1/alpha; `strays`: variants that got visitors
 * from a split that gave them none (a mismatch on its own).
 */
export function sampleRatioEvidence(strata, { alpha }) {
  let logEvidence = 0;
  const strays = new Set();
  for (const stratum of strata) {
    const total = stratum.reduce((sum, { weight }) => sum + weight, 0);
    const shares = stratum.filter(({ weight }) => weight > 0);
    for (const { variant, weight, count } of stratum) if (weight <= 0 && count > 0) strays.add(variant);
    const visitors = shares.reduce((sum, { count }) => sum + count, 0);
    if (shares.length < 2 || !visitors) continue;
    const priors = shares.map(({ weight }) => (SPLIT_CONCENTRATION * weight) / total);
    logEvidence += gammaln(SPLIT_CONCENTRATION) - gammaln(SPLIT_CONCENTRATION + visitors);
    shares.forEach(({ weight, count }, index) => {
      logEvidence += gammaln(priors[index] + count) - gammaln(priors[index]) - count * Math.log(weight / total);
    });
  }
  return { evidence: Math.exp(logEvidence), mismatch: strays.size > 0 || logEvidence >= Math.log(1 / alpha), strays: [...strays] };
}

/** The most visitors a plan may ask for: a larger plan is for a lift too small to find (or a rounding slip). */
export const MAX_PLANNED_VISITORS = 100_000_000;

/**
 * The visitors an experiment needs for its always-valid interval of the difference to exclude zero, at the end,
 * with probability `power` when the true lift is `mde` (absolute) over `baseline`: a floor, since an interval
 * read daily may exclude it sooner. `shares`: each variant's share of visitors, the control's first. A plan over
 * MAX_PLANNED_VISITORS is refused with a RangeError.
 */
export function plannedVisitors({ baseline, mde, alpha, power, shares }) {
  if (shares.length < 2 || shares.some((share) => !(share > 0)))
    throw new RangeError('a plan needs a control and a variant, each with a share above 0');
  if (!(baseline > 0 && baseline + mde < 1 && mde > 0)) throw new RangeError('a plan needs 0 < baseline < baseline + mde < 1');
  const total = shares.reduce((sum, share) => sum + share, 0);
  const [controlShare, ...others] = shares.map((share) => share / total);
  const smallest = Math.min(...others);
  const comparisons = others.length;
  const treated = Math.min(baseline + mde, 1);
  const z = normalQuantile(power, 0, 1);
  const detects = (visitors) => {
    const variance = (treated * (1 - treated)) / (visitors * smallest) + (baseline * (1 - baseline)) / (visitors * controlShare);
    return mde - z * Math.sqrt(variance) >= alwaysValidHalfWidth(variance, { alpha: alpha / comparisons, tau: mde });
  };
  let high = 100;
  let low = high / 2;
  while (!detects(high)) {
    if (high >= MAX_PLANNED_VISITORS) {
      throw new RangeError(
        `a lift of ${+(mde * 100).toPrecision(3)} point(s) from ${+(baseline * 100).toPrecision(3)}% would need more than ${MAX_PLANNED_VISITORS.toLocaleString('en-US')} visitors: plan for a larger lift (--mde)`,
      );
    }
    low = high;
    high = Math.min(high * 2, MAX_PLANNED_VISITORS);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (detects(middle)) high = middle;
    else low = middle;
  }
  return Math.ceil(high);
}

/**
 * A distribution-free interval for the `quantile` of `sorted` values (ascending), from the binomial law of the
 * order statistics: its coverage holds for any distribution of page loads' values.
 */
export function quantileInterval(sorted, quantile, alpha) {
  const n = sorted.length;
  if (!n) return { value: NaN, low: NaN, high: NaN };
  const at = (rank) => sorted[Math.min(n - 1, Math.max(0, rank))];
  return {
    value: at(Math.ceil(quantile * n) - 1),
    low: at(binomialQuantile(alpha / 2, n, quantile) - 1),
    high: at(binomialQuantile(1 - alpha / 2, n, quantile)),
  };
}
