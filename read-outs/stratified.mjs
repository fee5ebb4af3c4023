// A difference of rates read across the splits of a ramp. Visitors of different periods convert at different
// rates (a season, a campaign), and a ramp changes the split between periods, so pooling every visitor of a
// variant compares one mix of periods with another (Simpson's paradox): identical variants look different.
// Comparing the arms within each split, then combining those differences, keeps the periods' own rates out.
import { alwaysValidHalfWidth } from './sequential.mjs';

/** A rate's variance, floored as alwaysValidRate floors it, so an arm with no successes still has one. */
const rateVariance = ({ successes, trials }) => {
  const rate = successes / trials;
  return Math.max(rate * (1 - rate), 1 / trials) / trials;
};

/**
 * The always-valid interval of `variant − control`, combined over strata.
 *
 * `strata`: one per split in force for a period (the same weights over the same days), each
 * `{ variant: { successes, trials }, control: { successes, trials } }`. Within a stratum the two arms were drawn
 * from the same visitors at the same time, so their difference carries no period's base rate. The strata's
 * differences are combined with the Mantel–Haenszel risk-difference weights n_c·n_v/(n_c+n_v) and the combined
 * variance Σw²·v/(Σw)²; a stratum with an empty arm contributes nothing (weight 0, NaN difference).
 *
 * It assumes what the mixture SPRT of sequential.mjs assumes: independent visitors, the normal approximation of
 * each stratum's difference, and a true difference that is the same in every stratum (the variant's effect does
 * not depend on the period). Then the interval, read as often as one likes, misses the truth with probability at
 * most `alpha`; `tau` is the mixture's scale, about the size of difference one looks for.
 *
 * Returns `{ difference, low, high, strata }`: each stratum's own always-valid `{ difference, low, high }` and
 * `weight`, its share of the combination (the weights sum to 1). All NaN when no stratum has both arms.
 */
export function stratifiedDifference(strata, { alpha, tau }) {
  const parts = strata.map(({ variant, control }) => {
    if (!variant?.trials || !control?.trials) return { difference: NaN, low: NaN, high: NaN, raw: 0, variance: 0 };
    const difference = variant.successes / variant.trials - control.successes / control.trials;
    const variance = rateVariance(variant) + rateVariance(control);
    const half = alwaysValidHalfWidth(variance, { alpha, tau });
    const raw = (variant.trials * control.trials) / (variant.trials + control.trials);
    return { difference, low: difference - half, high: difference + half, raw, variance };
  });
  const total = parts.reduce((sum, { raw }) => sum + raw, 0);
  const perStratum = parts.map(({ difference, low, high, raw }) => ({ difference, low, high, weight: total ? raw / total : 0 }));
  if (!total) return { difference: NaN, low: NaN, high: NaN, strata: perStratum };
  let difference = 0;
  let variance = 0;
  for (const part of parts) {
    if (!part.raw) continue;
    const share = part.raw / total;
    difference += share * part.difference;
    variance += share * share * part.variance;
  }
  const half = alwaysValidHalfWidth(variance, { alpha, tau });
  return { difference, low: difference - half, high: difference + half, strata: perStratum };
}
