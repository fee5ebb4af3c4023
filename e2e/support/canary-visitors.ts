import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { COLLECTOR_PATH, leavePage } from './field-event-log';
import { expect, test } from './site-test';

// Chromium visitors of a site whose pricing runs a canary: each loads /pricing, is drawn a side, and leaves, so
// the page sends what it reports as it goes; the release tool's step reads what the collector wrote. A canary's
// end to end tests, on either target (e2e/tests/release-canary.spec.ts, e2e/bucket/canary-bucket.spec.ts).

/** The pricing fixture built to fail to render on one page load of three (e2e/remotes/pricing-fixture, --env flaky). */
const FLAKY_PRICING = path.resolve(__dirname, '../remotes/pricing-fixture/dist/flaky');

/** The stable pricing's heading. */
const STABLE_HEADING = 'Upgrade your plan';
/** Visitors loading pricing at the same moment. */
const AT_ONCE = 6;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Visit = Awaited<ReturnType<typeof visit>>;
export type StepResult = { exit: number | null; output: string };

/**
 * A visitor's page load of /pricing on `origin`, left once its section settled: the side the visitor was drawn
 * (null when pricing is not split), what the section showed, and the visitor's stored state, to come back with.
 */
async function visit(browser: Browser, { origin, canaryShows }: { origin: string; canaryShows: RegExp }) {
  const context = await browser.newContext({ baseURL: origin });
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

/**
 * Visitors load pricing, `perRound` at a time (a few at once, as visitors come); once what they sent has arrived
 * (`logSettles`), `step` runs the release tool's step, after each round, until it acts (or the rounds run out).
 */
async function visitUntilStepActs(
  browser: Browser,
  {
    origin,
    perRound,
    rounds,
    canaryShows,
    logSettles,
    step: runStep,
  }: {
    origin: string;
    perRound: number;
    rounds: number;
    canaryShows: RegExp;
    logSettles: () => Promise<void>;
    step: () => StepResult | Promise<StepResult>;
  },
) {
  const canaryVisitors: Visit[] = [];
  let step: StepResult = { exit: 3, output: '' };
  for (let round = 0; round < rounds && step.exit === 3; round += 1) {
    const visits: Visit[] = [];
    for (let index = 0; index < perRound; index += AT_ONCE)
      visits.push(...(await Promise.all(Array.from({ length: AT_ONCE }, () => visit(browser, { origin, canaryShows })))));
    canaryVisitors.push(...visits.filter(({ side }) => side?.startsWith('canary-')));
    await logSettles();
    await Promise.all(visits.map(({ context }) => context.close()));
    step = await runStep();
  }
  return { step, canaryVisitors };
}

/** Until `size()` has not changed for `quietMs`: what the left pages sent has arrived. */
export async function untilUnchanged(size: () => number | Promise<number>, quietMs = 3000) {
  let last = -1;
  for (let now = await size(); now !== last; now = await size()) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** A visitor with `storageState` comes back to pricing: it is no longer split, and they get its one release, with no error. */
async function comesBackToStable(browser: Browser, origin: string, storageState: StorageState) {
  const errors: string[] = [];
  const context = await browser.newContext({ baseURL: origin, storageState });
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

/**
 * The canary's end to end tests on a target: `origin` the shell's, `canary(args, build?)` starts one (the
 * checkout's pricing unless `build`), `step()` runs canary-step on the target's field log, once `logSettles()`.
 */
export function canaryTests({
  origin,
  canary,
  step,
  logSettles,
}: {
  origin: string;
  canary: (args: string[], build?: string) => StepResult;
  step: () => StepResult;
  logSettles: () => Promise<void>;
}) {
  const visitors = (browser: Browser, rounds: number, canaryShows: RegExp) =>
    visitUntilStepActs(browser, { origin, perRound: 30, rounds, canaryShows, logSettles, step });

  test('a canary that fails on one page load of three is rolled back, and its visitors get the stable release', async ({ browser }) => {
    const started = canary(['--share', '50', '--ramp', '50,100'], FLAKY_PRICING);
    expect(started.exit, started.output).toBe(0);

    const { step: stepped, canaryVisitors } = await visitors(browser, 10, /Pricing experiment fixture|Pricing is temporarily unavailable/);
    expect(stepped.exit, stepped.output).toBe(1);
    expect(stepped.output).toMatch(/failed page loads/);
    expect(stepped.output).toMatch(/rolled back to 0%/);
    expect(canaryVisitors.some(({ heading }) => heading === 'Pricing experiment fixture')).toBe(true);
    // A canary visitor comes back: the stable release, with no error.
    await comesBackToStable(browser, origin, canaryVisitors[0]!.state);
  });

  test('an identical canary, on wide margins, is stepped to 100% and becomes the stable release', async ({ browser }) => {
    // The build live now, as a canary of itself: its page loads are told apart by the visitor's side of the split.
    const margins = ['failures', 'lcp', 'inp', 'conversions'].flatMap((measure) => ['--margin', `${measure}=25`]);
    const started = canary(['--share', '50', '--ramp', '50,100', ...margins]);
    expect(started.exit, started.output).toBe(0);
    expect(started.output).toMatch(/margins in points: failures 25, lcp 25, inp 25, conversions 25/);

    const { step: stepped, canaryVisitors } = await visitors(browser, 8, new RegExp(STABLE_HEADING));
    expect(stepped.exit, stepped.output).toBe(0);
    expect(stepped.output).toMatch(/margin 25\.00 points/);
    expect(stepped.output).toMatch(/is the stable release/);
    expect(canaryVisitors.length).toBeGreaterThan(0);
    // Stable for every visitor: pricing is no longer split, and a canary visitor comes back to it with no error.
    await comesBackToStable(browser, origin, canaryVisitors[0]!.state);
  });
}
