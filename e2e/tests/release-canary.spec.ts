import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { leavePage } from '../support/field-event-log';
import { expect, test } from '../support/site-test';
import {
  canaryCommand,
  currentShell,
  release,
  releaseFolders,
  releaseOrigin,
  resetReleaseFolders,
  SITE_APP_DIRS,
  startReleaseServers,
} from '../support/release-site';

// A pricing canary on served folders, its evidence from the page loads of Chromium visitors as the shell's own
// collector writes them (scripts/serve-shell.mjs, as `npm start` runs it), stepped by the release tool.

const root = path.resolve(__dirname, '../..');
/** The pricing fixture built to fail to render on one page load of three (e2e/remotes/pricing-fixture, --env flaky). */
const FLAKY_PRICING = path.join(root, 'e2e/remotes/pricing-fixture/dist/flaky');
const STABLE_HEADING = 'Upgrade your plan';
const fieldLog = path.join(releaseFolders().srv, '..', 'canary-field-log');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A visitor's page load of /pricing, left once its section settled: the side the visitor was drawn (null when
 * pricing is not split), what the section showed, and the visitor's stored state, to come back with.
 */
async function visit(browser: Browser, { canaryShows, storageState }: { canaryShows: RegExp; storageState?: StorageState }) {
  const context = await browser.newContext({ baseURL: releaseOrigin, storageState });
  const page = await context.newPage();
  await page.goto('/pricing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const side = await page.evaluate(() => document.documentElement.getAttribute('data-experiment-pricing'));
  const shows = side === 'canary' ? canaryShows : new RegExp(STABLE_HEADING);
  await expect(main.getByRole('heading', { name: shows }).first()).toBeVisible();
  const shown = {
    side,
    heading: await main.getByRole('heading', { name: shows }).first().textContent(),
    state: await context.storageState(),
  };
  await leavePage(page);
  await context.close();
  return shown;
}

/** Visitors load pricing, `perRound` at a time, and the step command reads the log after each round, until it acts. */
async function visitUntilStepActs(
  browser: Browser,
  { perRound, rounds, canaryShows }: { perRound: number; rounds: number; canaryShows: RegExp },
) {
  const canaryVisitors: Awaited<ReturnType<typeof visit>>[] = [];
  let step = { exit: 3 as number | null, output: '' };
  for (let round = 0; round < rounds && step.exit === 3; round += 1) {
    for (let index = 0; index < perRound; index += 1) {
      const shown = await visit(browser, { canaryShows });
      if (shown.side === 'canary') canaryVisitors.push(shown);
    }
    // Sent as each page was left; the collector has written them by now, or the next round reads them.
    step = canaryCommand('canary-step', 'mfe-pricing', ['--log', fieldLog]);
  }
  return { step, canaryVisitors };
}

test.describe.serial('a pricing canary on served folders, stepped on the field evidence', () => {
  test.describe.configure({ timeout: 900_000 });
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const shell = currentShell();
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
      perRound: 20,
      rounds: 12,
      canaryShows: /Pricing experiment fixture|Pricing is temporarily unavailable/,
    });
    expect(step.exit, step.output).toBe(1);
    expect(step.output).toMatch(/failed page loads/);
    expect(step.output).toMatch(/rolled back to 0%/);
    expect(canaryVisitors.length).toBeGreaterThan(0);
    expect(canaryVisitors.some(({ heading }) => heading === 'Pricing experiment fixture')).toBe(true);

    // A canary visitor comes back: the stable release, with no error.
    const [returning] = canaryVisitors;
    const errors: string[] = [];
    const context = await browser.newContext({ baseURL: releaseOrigin, storageState: returning!.state });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: STABLE_HEADING })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-experiment-pricing'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an identical canary is stepped to 100% and becomes the stable release', async ({ browser }) => {
    const started = canaryCommand('canary', 'mfe-pricing', ['--share', '50', '--ramp', '50,100'], path.join(root, 'mfe-pricing/dist'));
    expect(started.exit, started.output).toBe(0);
    const { step } = await visitUntilStepActs(browser, { perRound: 20, rounds: 12, canaryShows: new RegExp(STABLE_HEADING) });
    expect(step.exit, step.output).toBe(0);
    expect(step.output).toMatch(/is the stable release/);
    const shown = await visit(browser, { canaryShows: new RegExp(STABLE_HEADING) });
    expect(shown).toMatchObject({ side: null, heading: STABLE_HEADING });
  });
});
