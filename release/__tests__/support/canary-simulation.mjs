// A canary's life, simulated: page loads of a stable release and of a canary, drawn every 10 minutes of simulated
// time for a week at the share of the ramp in force, added to the counts the field log's reader keeps, judged by
// the real verdict and acted on by the real decision, as the scheduled step command does. What is true is known:
// how much worse the canary is, and how the base rates drift.
import { canaryDecision, DEFAULT_RAMP } from '../../canary-ramp.mjs';
import { canaryVerdict } from '../../canary-evidence/canary-verdict.mjs';
import { emptyCounts, emptySide } from '../../canary-evidence/field-counts.mjs';
import { seededRandom } from '@callvera/read-outs/seeded-random';

export const TICK_MS = 10 * 60_000;
export const DAYS = 7;
const DAY_MS = 86_400_000;
export const START = Date.UTC(2026, 10, 6); // a Friday

/** The stable release's world: what each page load of /pricing does. */
export const BASE = {
  pageLoadsPerDay: 200_000,
  /** A page load on which pricing failed (render, mostly). */
  failure: 0.01,
  /** A page load whose LCP is pricing's, and of those, poor or needing improvement. */
  lcpMeasured: 0.9,
  lcpPoor: 0.2,
  /** A page load with an interaction attributed to pricing; INP's log-normal median and spread (its p75 ≈ 176 ms). */
  inpMeasured: 0.4,
  inpMedian: 110,
  inpSpread: 0.7,
  /** A page load that is a visitor's first (an exposure), and a visitor's chance to press Get Started. */
  newVisitor: 0.5,
  conversion: 0.03,
  /**
   * A visitor who leaves before the page's event stream has arrived (within about 4 s of its first paint), by
   * whether the page's LCP was poor or needed improvement: the slow page loads lose more of theirs.
   */
  leaveIfSlow: 0.3,
  leaveIfFast: 0.05,
};

/**
 * Base rates that drift for everyone, the stable release's visitors and the canary's alike: quiet nights, a
 * campaign's crowd from the first morning (more visitors, on slower devices, converting less), then a weekend.
 */
export function drifting(day) {
  const night = day % 1 < 0.25;
  const period =
    day >= 0.3 && day < 1.5
      ? { traffic: 3, failure: 1.5, lcpPoor: 0.12, conversion: 0.5 }
      : day >= 1.5 && day < 3.5
        ? { traffic: 0.6, failure: 2, lcpPoor: 0.06, conversion: 0.7 }
        : { traffic: 1, failure: 1, lcpPoor: 0, conversion: 1 };
  return night ? { ...period, traffic: period.traffic * 0.3 } : period;
}
const steady = () => ({ traffic: 1, failure: 1, lcpPoor: 0, conversion: 1 });

/**
 * What a page load of each side does on `day` of the canary's life (`worse`, `drift`: as simulateCanary takes
 * them), and the day's traffic against the base.
 */
export function worldsOn(day, { worse = {}, drift = false }) {
  const shift = (drift ? drifting : steady)(day);
  const stable = {
    failure: BASE.failure * shift.failure,
    lcpPoor: BASE.lcpPoor + shift.lcpPoor,
    inpPoor: inpPoorShare(0),
    conversion: BASE.conversion * shift.conversion,
    leaveIfSlow: BASE.leaveIfSlow,
    leaveIfFast: BASE.leaveIfFast,
  };
  const canary = {
    ...stable,
    failure: stable.failure + (worse.failure ?? 0),
    lcpPoor: stable.lcpPoor + (worse.lcpPoor ?? 0),
    leaveIfSlow: Math.min(1, stable.leaveIfSlow + (worse.leaveIfSlow ?? 0)),
    inpPoor: inpPoorShare(worse.inpShift ?? 0),
    // A share of the visitors who would have converted on the stable release, lost (a Get Started that does nothing
    // in some browsers): a share, not points, so it scales with the base rate as it drifts and never goes below 0.
    conversion: stable.conversion * (1 - (worse.conversion ?? 0)),
  };
  return { stable, canary, traffic: shift.traffic };
}

/** P(INP above 200 ms, the threshold of "needs improvement") with every interaction `shift` ms slower. */
function inpPoorShare(shift) {
  const z = (Math.log(Math.max(200 - shift, 1e-9) / BASE.inpMedian) / BASE.inpSpread) * Math.SQRT1_2;
  return 200 - shift <= 0 ? 1 : 0.5 * erfc(z);
}

function erfc(x) {
  // Numerical Recipes' Chebyshev fit, to 1.2e-7: ample for a simulated share.
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** A binomial draw: by inversion while the mean is small, by the normal approximation beyond. */
export function binomial(random, n, p) {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(random, n, 1 - p);
  if (n * p < 30) {
    let k = 0;
    let probability = Math.pow(1 - p, n);
    let cumulative = probability;
    const u = random();
    while (u > cumulative && k < n) {
      probability *= ((n - k) / (k + 1)) * (p / (1 - p));
      k += 1;
      cumulative += probability;
    }
    return k;
  }
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.min(n, Math.max(0, Math.round(n * p + normal * Math.sqrt(n * p * (1 - p)))));
}

/** One side's page loads in one tick, added to its counts. */
function addPageLoads(side, random, pageLoads, world) {
  const failed = binomial(random, pageLoads, Math.min(1, world.failure));
  side.pageLoads += pageLoads;
  side.failed += failed;
  side.kinds.render += failed;
  const lcp = binomial(random, pageLoads, BASE.lcpMeasured);
  side.lcp += lcp;
  side.lcpPoor += binomial(random, lcp, Math.min(1, world.lcpPoor));
  const inp = binomial(random, pageLoads, BASE.inpMeasured);
  side.inp += inp;
  side.inpPoor += binomial(random, inp, world.inpPoor);
  const visitors = binomial(random, pageLoads, BASE.newVisitor);
  side.visitors += visitors;
  side.converted += binomial(random, visitors, Math.min(1, world.conversion));
}

/**
 * One canary's week. `worse`: how the canary differs (`failure` points added, `inpShift` ms added to every
 * interaction, `conversion` the share of the stable release's conversions it loses, `lcpPoor` points more page loads
 * whose LCP is poor or needs improvement, `leaveIfSlow` points more of those left before the stream arrives:
 * canary-step-simulation.mjs draws who leaves); `drift`: whether base rates
 * drift; `verdict`: the verdict function (the real one unless a test shows a wrong one fails). Returns how it ended:
 * `rollback` or `promote` (with the canary's page loads and the time), or `none` after the week.
 */
export function simulateCanary({ seed, worse = {}, drift = false, ramp = DEFAULT_RAMP, verdict = canaryVerdict }) {
  const random = seededRandom(seed);
  const counts = emptyCounts();
  const canary = {
    remote: 'pricing',
    stableRelease: '1.4.0',
    canaryRelease: '1.5.0',
    startedAt: new Date(START).toISOString(),
    steps: [{ share: ramp[0], at: new Date(START).toISOString() }],
    ramp,
    share: ramp[0],
  };
  let canaryPageLoads = 0;
  for (let now = START + TICK_MS; now <= START + DAYS * DAY_MS; now += TICK_MS) {
    const day = (now - START) / DAY_MS;
    const { stable: stableWorld, canary: canaryWorld, traffic } = worldsOn(day, { worse, drift });
    const expected = (BASE.pageLoadsPerDay * traffic * TICK_MS) / DAY_MS;
    const pageLoads = binomial(random, Math.round(expected * 2), 0.5);
    const toCanary = binomial(random, pageLoads, canary.share / 100);
    const step =
      counts.steps[canary.steps.length - 1] ?? (counts.steps[canary.steps.length - 1] = { stable: emptySide(), canary: emptySide() });
    addPageLoads(step.canary, random, toCanary, canaryWorld);
    addPageLoads(step.stable, random, pageLoads - toCanary, stableWorld);
    canaryPageLoads += toCanary;
    const evidence = verdict(counts, canary, { now: new Date(now) });
    const decision = canaryDecision(canary, evidence);
    if (decision.action === 'rollback' || decision.action === 'promote')
      return { outcome: decision.action, canaryPageLoads, days: day, steps: canary.steps.length };
    if (decision.action === 'step') {
      canary.share = decision.share;
      canary.steps.push({ share: decision.share, at: new Date(now).toISOString() });
    }
  }
  return { outcome: 'none', canaryPageLoads, days: DAYS, steps: canary.steps.length };
}

/** Many canaries' weeks: how many ended each way, and the largest number of canary page loads before a rollback. */
export function simulateMany(runs, scenario, firstSeed = 1) {
  const tally = { rollback: 0, promote: 0, none: 0, runs, canaryPageLoadsAtRollback: [], daysToPromote: [] };
  for (let run = 0; run < runs; run++) {
    const result = simulateCanary({ ...scenario, seed: firstSeed + run * 7919 });
    tally[result.outcome] += 1;
    if (result.outcome === 'rollback') tally.canaryPageLoadsAtRollback.push(result.canaryPageLoads);
    if (result.outcome === 'promote') tally.daysToPromote.push(result.days);
  }
  return tally;
}
