// The canary's claims on both targets the release tool releases into, read by the real `canary-step` from
// known-answer logs (support/canary-step-simulation.mjs): a served folder, its field log nginx's file, and a bucket
// (s3rver), its field log the CDN's access logs in a log bucket. A seed draws the same page loads on both. At every
// reading the tool must take the action the pure verdict and decision call for on what was written, so a case ends
// at the same reading on either target.
//
// Each case runs at 50% and 100% (`--ramp 50,100`): what a run costs is its page loads written and read, and its
// readings (a bucket's reading is a dozen requests to s3rver), and half the visitors on each side is the split
// that needs the fewest page loads to a verdict. The traffic is set so that a verdict takes a few 10-minute
// readings of a few hundred to a few thousand page loads each; the readings stay 10 minutes apart, as the
// scheduled step runs, so a regression gets no more page loads before it is caught than it would in the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canaryEvidence, canaryPage } from '../canary-evidence.mjs';
import { canaryDecision } from '../canary-ramp.mjs';
import { EXIT } from '../canary-evidence/canary-verdict.mjs';
import { localS3 } from './support/release-sites.mjs';
import { simulateThroughSteps } from './support/canary-step-simulation.mjs';

const s3 = localS3();
const TARGETS = { folder: 'on a served folder', bucket: "in a bucket, read from the CDN's access logs" };
const RAMP = [50, 100];
/** The conversions measure's name in the verdict and the step's output. */
const CONVERSIONS = /converted visitors \(get-started\)/;

const liveMap = async (site) => JSON.parse(await site.read('shell', 'remotes.json'));
const servedVersion = async (site) => JSON.parse(await site.read('mfe-pricing', 'mf-manifest.json')).metaData.buildInfo.buildVersion;

/** Every visitor back on the stable release: the remote no longer split, the stable build served. */
async function assertBackOnStable(site) {
  assert.equal(typeof (await liveMap(site)).pricing.entry, 'string', 'every visitor on the stable release');
  assert.equal(await servedVersion(site), '1.0.0');
}

for (const [target, where] of Object.entries(TARGETS)) {
  test(`${where}: a canary failing on 2 points more page loads is rolled back on its failures, every visitor back on the stable release`, async () => {
    const run = await simulateThroughSteps({ target, s3, seed: 11, worse: { failure: 0.02 }, ramp: RAMP, pageLoadsPerDay: 60_000 });
    assert.deepEqual(run.disagreements, []);
    assert.equal(run.outcome, 'rollback');
    assert.match(run.output, /Verdict: regressed: worse beyond noise: failed page loads/);
    assert.ok(run.canaryPageLoads < 10_000, `rolled back after ${run.canaryPageLoads} of its page loads`);
    await assertBackOnStable(run.site);
  });

  // The team's wider margins: an identical canary shows itself within them on a few hundred page loads.
  test(`${where}: with the team's wider margins, an identical canary is made the stable release on fewer than 1,000 of its page loads`, async () => {
    const margins = { failures: 0.05, lcp: 0.1, inp: 0.1, conversions: 0.05 };
    const run = await simulateThroughSteps({ target, s3, seed: 4, ramp: RAMP, margins, pageLoadsPerDay: 10_000 });
    assert.deepEqual(run.disagreements, []);
    assert.equal(run.outcome, 'promote');
    assert.ok(run.canaryPageLoads < 1_000, `made stable after ${run.canaryPageLoads} of its page loads`);
    assert.equal(typeof (await liveMap(run.site)).pricing.entry, 'string', 'the remote is no longer split');
    assert.equal(await servedVersion(run.site), '1.1.0');
  });

  // Half the conversions lost: 1.5 points of the stable release's 3%, beyond the verdict's default margin of 1
  // point on converted visitors. A conversion is a visitor's, and half the page loads are a visitor's first, so
  // it takes thousands of page loads where a failure takes hundreds: the traffic is the site's busiest.
  test(`${where}: a canary losing half its visitors' conversions is rolled back on its conversions, every visitor back on the stable release`, async () => {
    const run = await simulateThroughSteps({ target, s3, seed: 31, worse: { conversion: 0.5 }, ramp: RAMP, pageLoadsPerDay: 200_000 });
    assert.deepEqual(run.disagreements, []);
    assert.equal(run.outcome, 'rollback');
    assert.match(run.output, new RegExp(`Verdict: regressed: worse beyond noise: ${CONVERSIONS.source}$`, 'm'));
    assert.ok(run.canaryPageLoads < 20_000, `rolled back after ${run.canaryPageLoads} of its page loads`);
    await assertBackOnStable(run.site);
  });
}

test('teeth: a tool whose verdict ignores conversions does not roll back a canary losing them, and disagrees with the pure decision', async () => {
  // The real evidence, but a regression on conversions alone is called keep-watching.
  const ignoresConversions = {
    canaryPage,
    canaryDecision,
    canaryEvidence: async (options) => {
      const evidence = await canaryEvidence(options);
      const regressed = evidence.measures.filter((measure) => measure.verdict === 'regressed' && !CONVERSIONS.test(measure.name));
      if (evidence.verdict !== 'regressed' || regressed.length) return evidence;
      return { ...evidence, verdict: 'keep-watching', exit: EXIT['keep-watching'], reason: 'conversions are not judged' };
    },
  };
  // The real tool rolls this canary back at its sixth reading (above): seven readings (an hour is 1/24 of a day).
  const run = await simulateThroughSteps({
    seed: 31,
    worse: { conversion: 0.5 },
    ramp: RAMP,
    pageLoadsPerDay: 200_000,
    days: 0.05,
    evidence: ignoresConversions,
  });
  assert.equal(run.outcome, 'none');
  assert.ok(run.disagreements.length > 0);
  assert.equal(run.disagreements[0].pure.action, 'rollback');
  assert.match(run.disagreements[0].pure.reason, CONVERSIONS);
  assert.equal((await liveMap(run.site)).pricing.variants?.length, 2, 'the canary still serves half the visitors');
});
