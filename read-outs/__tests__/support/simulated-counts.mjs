// An experiment's counts as the log reader hands them to the read-out (experiment-log.mjs: visitors by variant,
// day of exposure and split; converted visitors by variant, day of exposure and day of arrival), drawn by
// variant and day (exact binomial draws) with a known truth and no log: fast enough for thousands of experiments, each read every day. The log
// reader's own counting is checked on hand-made logs (experiment-log-cases.test.mjs).
import binomialQuantile from '@stdlib/stats-base-dists-binomial-quantile';
import { seededRandom } from '../../seeded-random.mjs';

export const DAYS = 30;
const START = Date.UTC(2026, 10, 1);
export const dayOf = (index) => new Date(START + index * 86_400_000).toISOString().slice(0, 10);

/** A binomial draw, exact: the quantile of a uniform draw. */
const binomial = (random, trials, chance) => (trials && chance > 0 ? binomialQuantile(random(), trials, Math.min(chance, 1)) : 0);

/**
 * One experiment of `visitors` over DAYS days (as many each day), in phases: from `fromDay`, the split `weights`
 * (the control first) and each variant's chance to convert. A visitor converts on its day of exposure, or later:
 * `delays[k]` is the chance it arrives k days after (arrivals after the last day are not seen).
 * @param {{ random: () => number, visitors: number, phases: { fromDay: number, weights: Record<string, number>, rates: Record<string, number> }[], delays?: number[] }} scenario
 */
export function simulatedExperiment({ random, visitors, phases, delays = [1] }) {
  const visitorRows = [];
  const conversionRows = [];
  const perDay = Math.round(visitors / DAYS);
  for (let index = 0; index < DAYS; index++) {
    const { weights, rates } = phases.findLast(({ fromDay }) => fromDay <= index);
    const day = dayOf(index);
    // The day's visitors shared among the variants, one binomial draw after another.
    let left = perDay;
    let weightLeft = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    for (const [variant, weight] of Object.entries(weights)) {
      const seen = binomial(random, left, weight / weightLeft);
      left -= seen;
      weightLeft -= weight;
      if (!seen) continue;
      visitorRows.push({ variant, day, weights, visitors: seen, fellBack: 0 });
      let converted = binomial(random, seen, rates[variant]);
      let chanceLeft = 1;
      for (const [delay, chance] of delays.entries()) {
        const arriving = binomial(random, converted, chance / chanceLeft);
        converted -= arriving;
        chanceLeft -= chance;
        if (arriving && index + delay < DAYS)
          conversionRows.push({ variant, action: 'get-started', day, arrived: dayOf(index + delay), visitors: arriving });
      }
    }
  }
  return { visitorRows, conversionRows };
}

/** `runs` experiments of a scenario, from one seed. */
export function simulatedExperiments(runs, seed, scenario) {
  const random = seededRandom(seed);
  return Array.from({ length: runs }, () => simulatedExperiment({ random, ...scenario }));
}
