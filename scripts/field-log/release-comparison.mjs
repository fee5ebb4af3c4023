// A remote's release against the one before it, as its section team's alerting reads it: the change in the 75th
// percentile of LCP and INP over the page loads each release is blamed for, with a bootstrap interval, and the
// change in its failure rate, with an always-valid interval (teams read it every day). A change worse beyond noise
// is flagged. scripts/__tests__/release-comparison.test.mjs checks the error rates by simulation.
import { alwaysValidDifference } from './sequential.mjs';
import { seededRandom } from './seeded-random.mjs';

/** Below this many page loads on either side a vital's change is not judged: its 75th percentile is too loose. */
export const MIN_PAGE_LOADS = 50;
/** The flag's error rate per release, shared by its three comparisons. */
export const ALPHA = 0.05;
const RESAMPLES = 1000;
/** The smallest change in failure rate worth flagging, as a fraction: it tunes the always-valid interval. */
const FAILURE_TAU = 0.01;

/** The k-th smallest of `values` (0-based), rearranging them: Hoare's selection, linear on average. */
function select(values, k) {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j], values[i]];
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k];
}

/** The q-quantile of values (any order), by the same rule as DuckDB's quantile_cont (linear between ranks). */
export function quantile(values, q) {
  const copy = Float64Array.from(values);
  const at = (copy.length - 1) * q;
  const below = Math.floor(at);
  const low = select(copy, below);
  if (below === at) return low;
  // Everything after position `below` is now at least `low`: the next order statistic is their smallest.
  let next = Infinity;
  for (let index = below + 1; index < copy.length; index++) if (copy[index] < next) next = copy[index];
  return low + (next - low) * (at - below);
}

/**
 * The change in the 75th percentile from `before` to `after`, with its percentile-bootstrap interval at `alpha`
 * (each release's page loads resampled with replacement).
 */
export function p75Change(before, after, alpha, seed = 1) {
  const random = seededRandom(seed);
  const resample = (values) => {
    const drawn = new Float64Array(values.length);
    for (let index = 0; index < values.length; index++) drawn[index] = values[Math.floor(random() * values.length)];
    return quantile(drawn, 0.75);
  };
  const changes = new Float64Array(RESAMPLES);
  for (let index = 0; index < RESAMPLES; index++) changes[index] = resample(after) - resample(before);
  changes.sort();
  return {
    change: quantile(after, 0.75) - quantile(before, 0.75),
    low: changes[Math.floor((alpha / 2) * RESAMPLES)],
    high: changes[Math.ceil((1 - alpha / 2) * RESAMPLES) - 1],
  };
}

/**
 * Each release of a remote (oldest first: `{ release, LCP: number[], INP: number[], pageLoads, failed }`) against
 * the one before it. `worse` lists what got worse beyond noise: what a team's alerting acts on.
 */
export function compareReleases(releases, alpha = ALPHA) {
  const each = alpha / 3;
  return releases.slice(1).map((after, index) => {
    const before = releases[index];
    const comparison = { before: before.release, after: after.release, worse: [] };
    for (const metric of ['LCP', 'INP']) {
      if (before[metric].length < MIN_PAGE_LOADS || after[metric].length < MIN_PAGE_LOADS) {
        comparison[metric] = null;
        continue;
      }
      comparison[metric] = p75Change(before[metric], after[metric], each);
      if (comparison[metric].low > 0) comparison.worse.push(`p75 ${metric}`);
    }
    comparison.failureRate =
      before.pageLoads && after.pageLoads
        ? alwaysValidDifference(
            { successes: after.failed, trials: after.pageLoads },
            { successes: before.failed, trials: before.pageLoads },
            { alpha: each, tau: FAILURE_TAU },
          )
        : null;
    if (comparison.failureRate?.low > 0) comparison.worse.push('failure rate');
    return comparison;
  });
}
