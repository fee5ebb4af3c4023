// Stand-in until the stratified combiner lands: the always-valid interval of variant − control combined over
// strata by inverse variance. Same signature as the combiner it gives way to.
import { alwaysValidHalfWidth } from './sequential.mjs';

const rateVariance = ({ successes, trials }) => {
  const rate = successes / trials;
  return Math.max(rate * (1 - rate), 1 / trials) / trials;
};

export function stratifiedDifference(strata, { alpha, tau }) {
  const usable = strata.map((stratum) => stratum.variant.trials > 0 && stratum.control.trials > 0);
  const each = strata.map((stratum, index) => {
    if (!usable[index]) return { difference: NaN, low: NaN, high: NaN, variance: Infinity };
    const difference = stratum.variant.successes / stratum.variant.trials - stratum.control.successes / stratum.control.trials;
    const variance = rateVariance(stratum.variant) + rateVariance(stratum.control);
    const half = alwaysValidHalfWidth(variance, { alpha, tau });
    return { difference, low: difference - half, high: difference + half, variance };
  });
  const information = each.reduce((sum, { variance }) => sum + 1 / variance, 0);
  if (!information)
    return {
      difference: NaN,
      low: NaN,
      high: NaN,
      strata: each.map(({ difference, low, high }) => ({ difference, low, high, weight: 0 })),
    };
  const difference = each.reduce((sum, { difference: d, variance }) => (variance === Infinity ? sum : sum + d / variance), 0) / information;
  const half = alwaysValidHalfWidth(1 / information, { alpha, tau });
  return {
    difference,
    low: difference - half,
    high: difference + half,
    strata: each.map(({ difference: d, low, high, variance }) => ({
      difference: d,
      low,
      high,
      weight: variance === Infinity ? 0 : 1 / variance / information,
    })),
  };
}
