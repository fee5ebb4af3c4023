// The canary's claims through the real release tool: weeks of simulated page loads of a stable release and a
// canary, written to the field log every 10 minutes as the collector writes them and read by the real
// `canary-step` on a served folder (support/canary-step-simulation.mjs), which rolls back, steps and makes stable
// by its own actions. Fewer runs than the simulation of the pure verdict (canary-simulation.test.mjs), whose
// claims they repeat: at every reading the tool must take the action the pure verdict and decision call for on
// what was written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canaryEvidence, canaryPage } from '../canary-evidence.mjs';
import { canaryDecision, DEFAULT_RAMP } from '../canary-ramp.mjs';
import { simulateThroughSteps } from './support/canary-step-simulation.mjs';

/** Enough visitors for an identical canary to go through the default ramp in a few days. */
const PAGE_LOADS_PER_DAY = 60_000;

const liveMap = async (site) => JSON.parse(await site.read('shell', 'remotes.json'));
const servedVersion = async (site) => JSON.parse(await site.read('mfe-pricing', 'mf-manifest.json')).metaData.buildInfo.buildVersion;

test('an identical canary is stepped up the default ramp by canary-step and made the stable release', async () => {
  const run = await simulateThroughSteps({ seed: 3, ramp: DEFAULT_RAMP, pageLoadsPerDay: PAGE_LOADS_PER_DAY });
  assert.deepEqual(run.disagreements, []);
  assert.equal(run.outcome, 'promote');
  assert.deepEqual(run.shares, [5, 25, 50]);
  assert.equal(typeof (await liveMap(run.site)).pricing.entry, 'string', 'the remote is no longer split');
  assert.equal(await servedVersion(run.site), '1.1.0');
});

test("with the team's wider margins, canary-step makes an identical canary stable on far fewer page loads", async () => {
  const margins = { failures: 0.05, lcp: 0.1, inp: 0.1, conversions: 0.05 };
  const run = await simulateThroughSteps({ seed: 4, ramp: [50, 100], margins, pageLoadsPerDay: 2_000 });
  assert.deepEqual(run.disagreements, []);
  assert.equal(run.outcome, 'promote');
  assert.ok(run.canaryPageLoads < 1_000, `made stable after ${run.canaryPageLoads} of its page loads`);
  assert.equal(await servedVersion(run.site), '1.1.0');
});

test('an identical canary, base rates drifting (a campaign, a weekend), is not rolled back by canary-step', async () => {
  const run = await simulateThroughSteps({ seed: 5, drift: true, ramp: DEFAULT_RAMP, pageLoadsPerDay: PAGE_LOADS_PER_DAY });
  assert.deepEqual(run.disagreements, []);
  assert.equal(run.outcome, 'promote');
});

test('a canary failing on 2 points more page loads is rolled back by canary-step before 10,000 of its page loads', async () => {
  for (const seed of [11, 12, 13]) {
    const run = await simulateThroughSteps({ seed, worse: { failure: 0.02 }, ramp: DEFAULT_RAMP, pageLoadsPerDay: PAGE_LOADS_PER_DAY });
    assert.deepEqual(run.disagreements, []);
    assert.equal(run.outcome, 'rollback', `seed ${seed}`);
    assert.ok(run.canaryPageLoads < 10_000, `seed ${seed}: rolled back after ${run.canaryPageLoads} of its page loads`);
    assert.equal(typeof (await liveMap(run.site)).pricing.entry, 'string', 'every visitor on the stable release');
    assert.equal(await servedVersion(run.site), '1.0.0');
  }
});

test('a canary whose INP p75 is 150 ms worse is rolled back by canary-step before 10,000 of its page loads', async () => {
  const run = await simulateThroughSteps({ seed: 21, worse: { inpShift: 150 }, ramp: DEFAULT_RAMP, pageLoadsPerDay: PAGE_LOADS_PER_DAY });
  assert.deepEqual(run.disagreements, []);
  assert.equal(run.outcome, 'rollback');
  assert.ok(run.canaryPageLoads < 10_000, `rolled back after ${run.canaryPageLoads} of its page loads`);
});

/**
 * A release both slower and left sooner: the canary's page loads' LCP is poor or needs improvement 15 points more
 * often (35% against 20%), and nine in ten of those visitors leave before the page's event stream has arrived (three
 * in ten on the stable release). Their page's first script sends what it measured as they leave, as the real code
 * writes it (support/early-leaver-batches.json).
 */
const SLOWER_AND_LEFT_SOONER = { worse: { lcpPoor: 0.15, leaveIfSlow: 0.6 }, ramp: DEFAULT_RAMP, pageLoadsPerDay: PAGE_LOADS_PER_DAY };

test('a canary slower in LCP whose visitors leave sooner is rolled back by canary-step on its LCP: the early leavers send theirs', async () => {
  const run = await simulateThroughSteps({ seed: 31, ...SLOWER_AND_LEFT_SOONER, leaving: { earlySender: true } });
  assert.deepEqual(run.disagreements, []);
  assert.equal(run.outcome, 'rollback');
  assert.equal(run.reason, 'worse beyond noise: LCP poor or needs improvement');
  assert.ok(run.canaryPageLoads < 10_000, `rolled back after ${run.canaryPageLoads} of its page loads`);
  assert.equal(await servedVersion(run.site), '1.0.0');
});

test('teeth: had its early leavers sent nothing (the code before), the same canary’s LCP would look better than the stable release’s', async () => {
  const run = await simulateThroughSteps({ seed: 31, ...SLOWER_AND_LEFT_SOONER, leaving: { earlySender: false }, days: 1 });
  assert.deepEqual(run.disagreements, []);
  assert.notEqual(run.outcome, 'rollback');
  const lcp = run.measures.find((measure) => measure.name === 'LCP poor or needs improvement');
  const share = (side) => side.successes / side.trials;
  // Its slow page loads left unmeasured: about 6% of the rest poor, against about 16% of the stable release's.
  assert.ok(share(lcp.canary) < share(lcp.stable), `canary ${share(lcp.canary)} against stable ${share(lcp.stable)}`);
  assert.notEqual(lcp.verdict, 'regressed');
});

test('teeth: a tool that waits on a regression disagrees with the pure decision, and the failing canary stays', async () => {
  const waitsOnRegression = {
    canaryEvidence,
    canaryPage,
    canaryDecision: (canary, evidence) =>
      evidence.verdict === 'regressed' ? { action: 'wait', reason: evidence.reason } : canaryDecision(canary, evidence),
  };
  const run = await simulateThroughSteps({
    seed: 11,
    worse: { failure: 0.02 },
    ramp: DEFAULT_RAMP,
    pageLoadsPerDay: PAGE_LOADS_PER_DAY,
    days: 1,
    evidence: waitsOnRegression,
  });
  assert.equal(run.outcome, 'none');
  assert.ok(run.disagreements.length > 0);
  assert.equal(run.disagreements[0].pure.action, 'rollback');
});
