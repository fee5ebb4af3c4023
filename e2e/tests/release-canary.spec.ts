import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/site-test';
import { comesBackToStable, STABLE_HEADING, untilUnchanged, visitUntilStepActs } from '../support/canary-visitors';
import {
  canaryCommand,
  prepareCurrentShell,
  release,
  releaseFolders,
  releaseOrigin,
  resetReleaseFolders,
  SITE_APP_DIRS,
  startReleaseServers,
} from '../support/release-site';

// A pricing canary on served folders, its evidence from the page loads of Chromium visitors as the shell's own
// collector writes them (scripts/serve-shell.mjs, as `npm start` runs it), stepped by the release tool. A step to
// "ready" at the default margins needs some hundreds of page loads a side (the script tests and the simulation take
// a canary there); a team that chooses wide margins gets there on a few dozen, as the identical canary here does.

const root = path.resolve(__dirname, '../..');
/** The pricing fixture built to fail to render on one page load of three (e2e/remotes/pricing-fixture, --env flaky). */
const FLAKY_PRICING = path.join(root, 'e2e/remotes/pricing-fixture/dist/flaky');
const fieldLog = path.join(releaseFolders().srv, '..', 'canary-field-log');

/** Visitors of the release servers, the step reading the collector's log once it has stopped growing. */
const visitorsUntilStepActs = (
  browser: Parameters<typeof visitUntilStepActs>[0],
  { rounds, canaryShows }: { rounds: number; canaryShows: RegExp },
) =>
  visitUntilStepActs(browser, {
    origin: releaseOrigin,
    perRound: 30,
    rounds,
    canaryShows,
    logSettles: () =>
      untilUnchanged(() => readdirSync(fieldLog).reduce((total, file) => total + statSync(path.join(fieldLog, file)).size, 0)),
    step: () => canaryCommand('canary-step', 'mfe-pricing', ['--log', fieldLog]),
  });

test.describe.serial('a pricing canary on served folders, stepped on the field evidence', () => {
  test.describe.configure({ timeout: 900_000 });
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const shell = prepareCurrentShell();
    resetReleaseFolders();
    rmSync(fieldLog, { recursive: true, force: true });
    mkdirSync(fieldLog, { recursive: true });
    for (const app of SITE_APP_DIRS)
      release('publish', app, app === 'shell' ? shell : path.join(root, app, 'dist'), { force: app === 'shell' });
    stopServers = await startReleaseServers({ fieldLog });
  });
  test.afterAll(async () => stopServers());

  test('a canary that fails on one page load of three is rolled back, and its visitors get the stable release', async ({ browser }) => {
    const started = canaryCommand('canary', 'mfe-pricing', ['--share', '50', '--ramp', '50,100'], FLAKY_PRICING);
    expect(started.exit, started.output).toBe(0);

    const { step, canaryVisitors } = await visitorsUntilStepActs(browser, {
      rounds: 10,
      canaryShows: /Pricing experiment fixture|Pricing is temporarily unavailable/,
    });
    expect(step.exit, step.output).toBe(1);
    expect(step.output).toMatch(/failed page loads/);
    expect(step.output).toMatch(/rolled back to 0%/);
    expect(canaryVisitors.length).toBeGreaterThan(0);
    expect(canaryVisitors.some(({ heading }) => heading === 'Pricing experiment fixture')).toBe(true);

    // A canary visitor comes back: the stable release, with no error.
    await comesBackToStable(browser, releaseOrigin, canaryVisitors[0]!.state);
  });

  test('an identical canary, on wide margins, is stepped to 100% and becomes the stable release', async ({ browser }) => {
    // The build live now, as a canary of itself: its page loads are told apart by the visitor's side of the split.
    const margins = ['failures', 'lcp', 'inp', 'conversions'].flatMap((measure) => ['--margin', `${measure}=25`]);
    const started = canaryCommand('canary', 'mfe-pricing', ['--share', '50', '--ramp', '50,100', ...margins]);
    expect(started.exit, started.output).toBe(0);
    expect(started.output).toMatch(/margins in points: failures 25, lcp 25, inp 25, conversions 25/);

    const { step, canaryVisitors } = await visitorsUntilStepActs(browser, { rounds: 8, canaryShows: new RegExp(STABLE_HEADING) });
    expect(step.exit, step.output).toBe(0);
    expect(step.output).toMatch(/margin 25\.00 points/);
    expect(step.output).toMatch(/is the stable release/);
    expect(canaryVisitors.length).toBeGreaterThan(0);

    // Stable for every visitor: pricing is no longer split, and a canary visitor comes back to it with no error.
    await comesBackToStable(browser, releaseOrigin, canaryVisitors[0]!.state);
  });
});
