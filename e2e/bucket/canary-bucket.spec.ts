import path from 'node:path';
import {
  BUCKET_PORT_BASE,
  bucketCanaryCommand,
  bucketOrigins,
  bucketRelease,
  CDN_LOGS,
  cdnLogBytes,
  startBucketServers,
  startBucketStore,
} from '../support/bucket-site';
import { comesBackToStable, STABLE_HEADING, untilUnchanged, visitUntilStepActs } from '../support/canary-visitors';
import { prepareCurrentShell, SITE_APP_DIRS } from '../support/release-site';
import { expect, test } from '../support/site-test';

// A pricing canary released into the bucket, at 50% of Chromium visitors served through the CDN rules; the CDN
// stand-in delivers the shell's access logs into the log bucket as standard logging (v2) does, and canary-step
// reads them there (s3://…): a flaky canary is rolled back, an identical one on wide margins made stable.

const root = path.resolve(__dirname, '../..');
/** The pricing fixture built to fail to render on one page load of three (e2e/remotes/pricing-fixture, --env flaky). */
const FLAKY_PRICING = path.join(root, 'e2e/remotes/pricing-fixture/dist/flaky');

/** Visitors of the bucket's servers, the step reading the CDN's logs once no more are delivered. */
const visitorsUntilStepActs = (
  browser: Parameters<typeof visitUntilStepActs>[0],
  { rounds, canaryShows }: { rounds: number; canaryShows: RegExp },
) =>
  visitUntilStepActs(browser, {
    origin: bucketOrigins.shell,
    perRound: 30,
    rounds,
    canaryShows,
    // The stand-in delivers every 2 s: unchanged for 5 s, what the left pages sent is in the bucket.
    logSettles: () => untilUnchanged(cdnLogBytes, 5000),
    step: () => bucketCanaryCommand('canary-step', 'mfe-pricing', ['--log', CDN_LOGS]),
  });

test.describe.serial("a pricing canary in the bucket, stepped on the CDN's logs", () => {
  test.describe.configure({ timeout: 900_000 });
  let stopStore = () => {};
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const shell = prepareCurrentShell(BUCKET_PORT_BASE);
    stopStore = await startBucketStore();
    for (const app of SITE_APP_DIRS) await bucketRelease('publish', app, app === 'shell' ? { build: shell, force: true } : {});
    stopServers = await startBucketServers();
  });
  test.afterAll(async () => {
    await stopServers();
    stopStore();
  });

  test('a canary that fails on one page load of three is rolled back, and its visitors get the stable release', async ({ browser }) => {
    const started = bucketCanaryCommand('canary', 'mfe-pricing', ['--share', '50', '--ramp', '50,100'], FLAKY_PRICING);
    expect(started.exit, started.output).toBe(0);

    const { step, canaryVisitors } = await visitorsUntilStepActs(browser, {
      rounds: 10,
      canaryShows: /Pricing experiment fixture|Pricing is temporarily unavailable/,
    });
    expect(step.exit, step.output).toBe(1);
    expect(step.output).toMatch(/failed page loads/);
    expect(step.output).toMatch(/rolled back to 0%/);
    expect(canaryVisitors.some(({ heading }) => heading === 'Pricing experiment fixture')).toBe(true);
    await comesBackToStable(browser, bucketOrigins.shell, canaryVisitors[0]!.state);
  });

  test('an identical canary, on wide margins, is stepped to 100% and becomes the stable release', async ({ browser }) => {
    const margins = ['failures', 'lcp', 'inp', 'conversions'].flatMap((measure) => ['--margin', `${measure}=25`]);
    const started = bucketCanaryCommand('canary', 'mfe-pricing', ['--share', '50', '--ramp', '50,100', ...margins]);
    expect(started.exit, started.output).toBe(0);

    const { step, canaryVisitors } = await visitorsUntilStepActs(browser, { rounds: 8, canaryShows: new RegExp(STABLE_HEADING) });
    expect(step.exit, step.output).toBe(0);
    expect(step.output).toMatch(/is the stable release/);
    expect(canaryVisitors.length).toBeGreaterThan(0);
    await comesBackToStable(browser, bucketOrigins.shell, canaryVisitors[0]!.state);
  });
});
