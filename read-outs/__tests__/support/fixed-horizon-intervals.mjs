// Fixed-horizon intervals, as the experiment report once used them: Wilson's score interval for a rate and
// Newcombe's hybrid score interval for a difference. Right only when read once, at a sample fixed in advance;
// the simulation reads them every day, to show what peeking at them does.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** The two-sided 95% critical value of the standard normal distribution (1.96). */
export const Z_95 = normalQuantile(0.975, 0, 1);

/**
 * Wilson's score interval: a rate's interval that stays within [0, 1] and holds for small counts.
 * @returns {{ rate: number, low: number, high: number }}
 */
export function rateInterval(successes, trials, z = Z_95) {
  if (trials === 0) return { rate: NaN, low: NaN, high: NaN };
  const rate = successes / trials;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  return { rate, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Newcombe's hybrid score interval for `variant − control`, from each rate's Wilson interval.
 * @returns {{ difference: number, low: number, high: number }}
 */
export function differenceInterval(variant, control, z = Z_95) {
  const v = rateInterval(variant.successes, variant.trials, z);
  const c = rateInterval(control.successes, control.trials, z);
  const difference = v.rate - c.rate;
  return {
    difference,
    low: difference - Math.sqrt((v.rate - v.low) ** 2 + (c.high - c.rate) ** 2),
    high: difference + Math.sqrt((v.high - v.rate) ** 2 + (c.rate - c.low) ** 2),
  };
}
