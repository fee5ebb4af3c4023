import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { COLLECTOR_PATH, leavePage } from '../support/field-event-log';
import { expect, test } from '../support/site-test';
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
const STABLE_HEADING = 'Upgrade your plan';
/** Visitors loading pricing at the same moment. */
const AT_ONCE = 6;
const fieldLog = path.join(releaseFolders().srv, '..', 'canary-field-log');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A visitor's page load of /pricing, left once its section settled: the side the visitor was drawn (null when
 * pricing is not split), what the section showed, and the visitor's stored state, to come back with.
 */
async function visit(browser: Browser, { canaryShows, storageState }: { canaryShows: RegExp; storageState?: StorageState }) {
  const context = await browser.newContext({ baseURL: releaseOrigin, storageState });
  const page = await context.newPage();
  // The field-event stream loads once the page has settled (its first batch holds TTFB): from then on, what the
  // page reports as it is left (its vitals, its failure) is sent.
  const streaming = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === COLLECTOR_PATH &&
      Buffer.from(new URL(request.url()).searchParams.get(FIELD_EVENTS.wire.batchParam) ?? '', 'base64url')
        .toString('utf8')
        .includes('"TTFB"'),
    { timeout: 60_000 },
  );
  await page.goto('/pricing');
  const main = page.getByRole('main');
  // The app has taken over: it has drawn the visitor's side, and the section shows that side's release.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const side = await page.evaluate(() => document.documentElement.getAttribute('data-experiment-pricing'));
  const shows = side?.startsWith('canary-') ? canaryShows : new RegExp(STABLE_HEADING);
  await expect(main.getByRole('heading', { name: shows }).first()).toBeVisible();
  const shown = {
    side,
    heading: await main.getByRole('heading', { name: shows }).first().textContent(),
    state: await context.storageState(),
  };
  await streaming;
  // Left, so the page sends what it reports as it goes (its vitals, its failure); the context stays open for that.
  await leavePage(page);
  return { ...shown, context };
}

/** Until the collector has written nothing new for a while: what the left pages sent has arrived. */
async function logSettles() {
  const size = () => readdirSync(fieldLog).reduce((total, file) => total + statSync(path.join(fieldLog, file)).size, 0);
  let last = -1;
  while (size() !== last) {
    last = size();
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/**
 * Visitors load pricing, `perRound` at a time (a few at once, as visitors come), and the step command reads the
 * log after each round, until it acts (or the rounds run out).
 */
async function visitUntilStepActs(
  browser: Browser,
  { perRound, rounds, canaryShows }: { perRound: number; rounds: number; canaryShows: RegExp },
) {
  const canaryVisitors: Awaited<ReturnType<typeof visit>>[] = [];
  let step = { exit: 3 as number | null, output: '' };
  for (let round = 0; round < rounds && step.exit === 3; round += 1) {
    const visits: Awaited<ReturnType<typeof visit>>[] = [];
    for (let index = 0; index < perRound; index += AT_ONCE)
      visits.push(...(await Promise.all(Array.from({ length: AT_ONCE }, () => visit(browser, { canaryShows })))));
    canaryVisitors.push(...visits.filter(({ side }) => side?.startsWith('canary-')));
    await logSettles();
    await Promise.all(visits.map(({ context }) => context.close()));
    step = canaryCommand('canary-step', 'mfe-pricing', ['--log', fieldLog]);
  }
  return { step, canaryVisitors };
}

/** A visitor with `storageState` comes back to pricing: it is no longer split, and they get its one release, with no error. */
async function comesBackToStable(browser: Browser, storageState: StorageState) {
  const errors: string[] = [];
  const context = await browser.newContext({ baseURL: releaseOrigin, storageState });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  const remoteMap = await (await page.request.get('/remotes.json')).json();
  expect(remoteMap.pricing.variants).toBeUndefined();
  await page.goto('/pricing');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: STABLE_HEADING })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-experiment-pricing'))).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
}

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

    const { step, canaryVisitors } = await visitUntilStepActs(browser, {
      perRound: 30,
      rounds: 10,
      canaryShows: /Pricing experiment fixture|Pricing is temporarily unavailable/,
    });
    expect(step.exit, step.output).toBe(1);
    expect(step.output).toMatch(/failed page loads/);
    expect(step.output).toMatch(/rolled back to 0%/);
    expect(canaryVisitors.length).toBeGreaterThan(0);
    expect(canaryVisitors.some(({ heading }) => heading === 'Pricing experiment fixture')).toBe(true);

    // A canary visitor comes back: the stable release, with no error.
    await comesBackToStable(browser, canaryVisitors[0]!.state);
  });

  test('an identical canary, on wide margins, is stepped to 100% and becomes the stable release', async ({ browser }) => {
    // The build live now, as a canary of itself: its page loads are told apart by the visitor's side of the split.
    const margins = ['failures', 'lcp', 'inp', 'conversions'].flatMap((measure) => ['--margin', `${measure}=25`]);
    const started = canaryCommand('canary', 'mfe-pricing', ['--share', '50', '--ramp', '50,100', ...margins]);
    expect(started.exit, started.output).toBe(0);
    expect(started.output).toMatch(/margins in points: failures 25, lcp 25, inp 25, conversions 25/);

    const { step, canaryVisitors } = await visitUntilStepActs(browser, {
      perRound: 30,
      rounds: 8,
      canaryShows: new RegExp(STABLE_HEADING),
    });
    expect(step.exit, step.output).toBe(0);
    expect(step.output).toMatch(/margin 25\.00 points/);
    expect(step.output).toMatch(/is the stable release/);
    expect(canaryVisitors.length).toBeGreaterThan(0);

    // Stable for every visitor: pricing is no longer split, and a canary visitor comes back to it with no error.
    await comesBackToStable(browser, canaryVisitors[0]!.state);
  });
});
