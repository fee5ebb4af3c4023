// A canary's life through the real release tool: the world of canary-simulation.mjs, drawn page load by page load
// every 10 minutes of simulated time, written to a field log as the collector writes them (with a request that
// arrives twice, a server in another time zone, a line cut short), and read by the real `canary-step`, which rolls
// the canary back, steps it or makes it stable by its own actions. On either target the tool releases into: a
// served folder, its log nginx's file; or a bucket, its log the CDN's access logs in a log bucket
// (field-log-targets.mjs). At each reading the counts of what was written, known in advance, are judged by the pure
// verdict and decision too: the two must agree.
import { canaryDecision } from '../../canary-ramp.mjs';
import { canaryVerdict } from '../../canary-evidence/canary-verdict.mjs';
import { emptyCounts, emptySide } from '../../canary-evidence/field-counts.mjs';
import { seededRandom } from '@callvera/read-outs/seeded-random';
import { releaseCommand } from '../../release-remote.mjs';
import { BASE, DAYS, START, TICK_MS, binomial, worldsOn } from './canary-simulation.mjs';
import { addSideCounts } from './canary-fixtures.mjs';
import { fieldLogOf } from './field-log-targets.mjs';
import { pageLoadBatch, pricingFailure } from '@callvera/read-outs/testing/field-log-fixtures';
import { earlyLeaverVitals } from '@callvera/read-outs/testing/early-leaver-fixtures';
import { liveSite, remoteBuild, targets } from './release-sites.mjs';

const DAY_MS = 86_400_000;
const STABLE = '1.0.0';
const CANARY = '1.1.0';

/**
 * One page load of /pricing on `side` in `world`: its batch as sent, and what it adds to its side's counts. `slow`:
 * whether its LCP is poor or needs improvement, when already drawn.
 */
function pageLoad(random, { side, variant, time, world, slow }) {
  const release = side === 'canary' ? CANARY : STABLE;
  const truth = emptySide();
  truth.pageLoads = 1;
  const events = [];
  if (random() < BASE.newVisitor) {
    events.push(exposureOf(variant));
    truth.visitors = 1;
    if (random() < world.conversion) {
      events.push({ name: 'conversion', action: 'get-started', plan: 'pro', billing: 'monthly', firstFor: { pricing: variant } });
      truth.converted = 1;
    }
  }
  const vital = (metric, poor, value) => ({
    name: 'vital',
    metric,
    value: poor ? value * 2 : value,
    rating: poor ? 'needs-improvement' : 'good',
    attributedTo: 'pricing',
    attributedRelease: release,
  });
  if (random() < BASE.lcpMeasured) {
    const poor = slow ?? random() < world.lcpPoor;
    events.push(vital('LCP', poor, 1600));
    truth.lcp = 1;
    truth.lcpPoor = poor ? 1 : 0;
  }
  if (random() < BASE.inpMeasured) {
    const poor = random() < world.inpPoor;
    events.push(vital('INP', poor, 130));
    truth.inp = 1;
    truth.inpPoor = poor ? 1 : 0;
  }
  if (random() < world.failure) {
    events.push(pricingFailure(release));
    truth.failed = 1;
    truth.kinds.render = 1;
  }
  // Every event names the remote the page load is of; one that measured nothing else still sends its TTFB.
  if (!events.length) events.push({ name: 'vital', metric: 'TTFB', value: 80, rating: 'good' });
  return { sent: pageLoadBatch({ release, experiments: { pricing: variant }, sentAt: time, events }), truth };
}

const exposureOf = (variant) => ({ name: 'exposure', experiment: 'pricing', variant, fellBack: false, forced: false, weights: {} });

/**
 * One page load of /pricing whose visitor may leave before the page's event stream has arrived, the more likely the
 * slower its LCP (`world.leaveIfSlow`, `leaveIfFast`). One who stays is a page load as above. One who leaves sends
 * what the page's first script sends: its exposure if it is a new visitor, shown at the first paint, and, with
 * `earlySender` (this code), the page load's vitals as it is left (the early batch of early-leaver-batches.json,
 * written by the real code: TTFB, FCP, LCP blamed on pricing at the release shown, CLS); without (the code before),
 * nothing more. Nothing else: no conversion, and no failure (the stream reports them). Returns null for `sent` when
 * nothing reaches the log.
 */
function pageLoadOfOneWhoMayLeave(random, { side, variant, time, world, earlySender }) {
  const slow = random() < world.lcpPoor;
  if (random() >= (slow ? world.leaveIfSlow : world.leaveIfFast)) return pageLoad(random, { side, variant, time, world, slow });
  const release = side === 'canary' ? CANARY : STABLE;
  const truth = emptySide();
  const events = [];
  if (random() < BASE.newVisitor) {
    events.push(exposureOf(variant));
    truth.visitors = 1;
  }
  if (earlySender) {
    events.push(...earlyLeaverVitals({ lcp: slow ? 3200 : 1600, release }));
    truth.lcp = 1;
    truth.lcpPoor = slow ? 1 : 0;
  }
  if (!events.length) return { sent: null, truth };
  truth.pageLoads = 1;
  return { sent: pageLoadBatch({ release, experiments: { pricing: variant }, sentAt: time, events }), truth };
}

/** What the tool did, from its exit and output. */
function actionOf({ exit, output }) {
  if (exit === 3) return 'wait';
  if (exit === 1 && /rolled back to 0%/.test(output)) return 'rollback';
  if (exit === 0 && /stepped from \d+% to \d+%/.test(output)) return 'step';
  if (exit === 0 && /is the stable release/.test(output)) return 'promote';
  throw new Error(`canary-step did something this simulation does not know (exit ${exit}):\n${output}`);
}

/**
 * One canary's week through `canary-step`, on `target` ('folder', a served folder and nginx's log; or 'bucket', the
 * release in a bucket of `s3`, the local S3 server localS3() starts, and the CDN's access logs in a log bucket):
 * `worse`, `drift` as simulateCanary takes them, `pageLoadsPerDay` the site's traffic, `ramp` the canary's, `margins`
 * its own (shares by measure, as `--margin` gives them in points), `evidence` what the tool reads and decides with
 * in place of the real modules (to show a wrong one caught), `leaving`: whether visitors leave before the event stream
 * arrives (`{ earlySender }`: whether their page's first script sends its vitals as they do; pageLoadOfOneWhoMayLeave).
 * Returns how it ended (`rollback`, `promote`, `none`), why and on what measures (the pure verdict's at the last
 * reading), the
 * canary's page loads by then, its shares, the site, the output of the tool's last step, and every reading on which
 * the tool and the pure decision on what was written disagreed (none, if the tool is right).
 */
export async function simulateThroughSteps({
  seed,
  target = 'folder',
  s3,
  worse = {},
  drift = false,
  ramp,
  pageLoadsPerDay,
  days = DAYS,
  evidence,
  margins,
  leaving = null,
}) {
  const random = seededRandom(seed);
  const log = await fieldLogOf(target, s3);
  const site = await liveSite(targets(s3 ?? { endpoint: null })[target]);
  const started = new Date(START);
  const build = remoteBuild(site.root, 'mfe-pricing', CANARY);
  const marginArgs = Object.entries(margins ?? {}).flatMap(([measure, margin]) => ['--margin', `${measure}=${+(margin * 100).toFixed(6)}`]);
  const options = ['--share', String(ramp[0]), '--ramp', ramp.join(','), ...marginArgs];
  await releaseCommand(['canary', build, ...site.args('mfe-pricing'), ...options], { now: started });
  const variants = { stable: 'control', canary: JSON.parse(await site.read('shell', 'remotes.json')).pricing.variants[1].name };
  const canary = { remote: 'pricing', startedAt: started.toISOString(), steps: [{ share: ramp[0], at: started.toISOString() }], margins };
  const truth = emptyCounts();
  const disagreements = [];
  let share = ramp[0];
  let canaryPageLoads = 0;
  let told = null;
  let judged = null;
  const ended = (outcome, day) => ({
    outcome,
    reason: judged?.reason ?? null,
    measures: judged?.measures ?? [],
    canaryPageLoads,
    days: day,
    shares: canary.steps.map((step) => step.share),
    site,
    output: told?.output ?? '',
    disagreements,
  });
  for (let now = START + TICK_MS; now <= START + days * DAY_MS; now += TICK_MS) {
    const day = (now - START) / DAY_MS;
    const worlds = worldsOn(day, { worse, drift });
    const step = canary.steps.length - 1;
    truth.steps[step] ??= { stable: emptySide(), canary: emptySide() };
    const pageLoads = binomial(random, Math.round((2 * pageLoadsPerDay * worlds.traffic * TICK_MS) / DAY_MS), 0.5);
    for (let load = 0; load < pageLoads; load++) {
      const side = random() * 100 < share ? 'canary' : 'stable';
      const time = now - TICK_MS + 1 + Math.floor(random() * (TICK_MS - 2));
      const visit = { side, variant: variants[side], time, world: worlds[side] };
      const written = leaving ? pageLoadOfOneWhoMayLeave(random, { ...visit, ...leaving }) : pageLoad(random, visit);
      if (written.sent) log.add(random, written.sent);
      addSideCounts(truth.steps[step][side], written.truth);
      if (side === 'canary') canaryPageLoads += 1;
    }
    await log.deliver(now - TICK_MS);
    told = await log
      .reading(() =>
        releaseCommand(['canary-step', 'mfe-pricing', ...site.args('mfe-pricing'), '--log', log.source], {
          now: new Date(now),
          ...(evidence ? { evidence } : {}),
        }),
      )
      .then(
        (text) => ({ exit: 0, output: text }),
        (error) => ({ exit: error.exitCode ?? 1, output: error.message }),
      );
    const action = actionOf(told);
    judged = canaryVerdict(truth, canary, { now: new Date(now) });
    const expected = canaryDecision({ ramp, share }, judged);
    if (expected.action !== action) disagreements.push({ at: new Date(now).toISOString(), tool: told.output, pure: expected });
    if (action === 'rollback' || action === 'promote') return ended(action, day);
    if (action === 'step') {
      share = Number(told.output.match(/stepped from \d+% to (\d+)%/)[1]);
      canary.steps.push({ share, at: new Date(now).toISOString() });
    }
  }
  return ended('none', days);
}
