// A remote's release against the one before it, as its section team's alerting reads it: every day. Three
// always-valid tests (sequential.mjs), whose error rate holds however often they are read: the change in the share
// of the page loads it is blamed for whose LCP web-vitals rated poor or needs-improvement, the same for INP, and the
// change in its failure rate. A change worse beyond noise is flagged. The 75th percentiles are shown beside them, not
// judged: an interval for a percentile holds for one reading only. read-outs/__tests__/release-comparison.test.mjs
// checks the error rates by simulation, read daily.
import { alwaysValidHalfWidth } from './sequential.mjs';

/** Below this many page loads on either side a vital's change is not judged: a share of so few is too loose. */
export const MIN_PAGE_LOADS = 50;
/** The flag's error rate per release, shared by its three comparisons. */
export const ALPHA = 0.05;
/** The vitals judged: each page load's own, as the remote is blamed for it. */
export const JUDGED_VITALS = ['LCP', 'INP'];
/** The smallest rise worth flagging, as a fraction (of page loads rated not good, of those that failed): each tunes its interval. */
const TAU = { vital: 0.05, failure: 0.01 };

/**
 * The always-valid interval of the change in a share, `after − before` (each `{ part, whole }`). A side at 0% or
 * 100% has no spread of its own: floored at one page load's, as a rate's interval is, so a release whose every page
 * load fails, after one whose none did, is not read as no evidence.
 */
export function shareChange(after, before, { alpha, tau }) {
  const spread = ({ part, whole }) => Math.max((part / whole) * (1 - part / whole), 1 / whole) / whole;
  const change = after.part / after.whole - before.part / before.whole;
  const half = alwaysValidHalfWidth(spread(after) + spread(before), { alpha, tau });
  return { change, low: change - half, high: change + half };
}

/**
 * Each release of a remote (oldest first) against the one before it. A release: `{ release, pageLoads, failed,
 * vitals: { LCP, INP } }`, each vital `{ pageLoads, notGood, p75 }` (`notGood`: the page loads rated poor or
 * needs-improvement). `worse` lists what got worse beyond noise: what a team's alerting acts on.
 */
export function compareReleases(releases, alpha = ALPHA) {
  const each = { alpha: alpha / 3 };
  return releases.slice(1).map((after, index) => {
    const before = releases[index];
    const comparison = { before: before.release, after: after.release, worse: [] };
    for (const metric of JUDGED_VITALS) {
      const [was, is] = [before.vitals[metric], after.vitals[metric]];
      if (!(was?.pageLoads >= MIN_PAGE_LOADS && is?.pageLoads >= MIN_PAGE_LOADS)) {
        comparison[metric] = null;
        continue;
      }
      const notGood = shareChange(
        { part: is.notGood, whole: is.pageLoads },
        { part: was.notGood, whole: was.pageLoads },
        { ...each, tau: TAU.vital },
      );
      comparison[metric] = {
        notGood,
        share: { before: was.notGood / was.pageLoads, after: is.notGood / is.pageLoads },
        p75: is.p75 - was.p75,
      };
      if (notGood.low > 0) comparison.worse.push(`${metric} not good`);
    }
    comparison.failureRate =
      before.pageLoads && after.pageLoads
        ? shareChange(
            { part: after.failed, whole: after.pageLoads },
            { part: before.failed, whole: before.pageLoads },
            { ...each, tau: TAU.failure },
          )
        : null;
    if (comparison.failureRate?.low > 0) comparison.worse.push('failure rate');
    return comparison;
  });
}
