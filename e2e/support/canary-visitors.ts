import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { leavePage, streamStarted } from './field-event-log';
import { expect, test } from './site-test';

// Chromium visitors of a site whose pricing runs a canary: each loads /pricing, is drawn a side, and leaves, so
// the page sends what it reports as it goes; the release tool's step reads what the collector wrote. A canary's
// end to end tests, on either target (e2e/tests/release-canary.spec.ts, e2e/bucket/canary-bucket.spec.ts).

/** The pricing fixture built to fail to render on one page load of three (e2e/remotes/pricing-fixture, --env flaky). */
const FLAKY_PRICING = path.resolve(__dirname, '../remotes/pricing-fixture/dist/flaky');

/** The stable pricing's heading. */
const STABLE_HEADING = 'Upgrade your plan';
/**
 * Visitors whose page is loading at the same moment, from the request to the section shown: on 2 cores, more would
 * share the processor so thinly that the loads' LCP (a measure the step compares) would be the machine's, not the release's.
 */
const LOADING_AT_ONCE = 2;
/** Visitors on the site at once, each in a tab of their own: most of a visit is its page staying quiet until the event stream loads. */
const ON_SITE_AT_ONCE = 8;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Visit = Awaited<ReturnType<typeof visit>>;
export type StepResult = { exit: number | null; output: string };

/**
 * A browser tab that visitors come through one after another. Each finds it as a first-time visitor would: no
 * cookie, no storage of the site's, an empty HTTP cache. Only its renderer process is kept: on this machine starting
 * one costs more processor time than the page load it serves.
 */
async function openTab(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const emptyForNextVisitor = async () => {
    await context.clearCookies();
    await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await devtools.send('Network.clearBrowserCache');
  };
  return { context, page, emptyForNextVisitor };
}
type Tab = Awaited<ReturnType<typeof openTab>>;

/**
 * A visitor's page load of /pricing in `tab`, left once its event stream has started: the side the visitor was
 * drawn (null when pricing is not split), what the section showed, and the visitor's stored state, to come back with.
 */
async function visit(tab: Tab, { canaryShows, loading }: { canaryShows: RegExp; loading: Gate }) {
  const { context, page } = tab;
  await tab.emptyForNextVisitor();
  const shown = await loading(async () => {
    await page.goto('/pricing');
    const main = page.getByRole('main');
    // The app has taken over: it has drawn the visitor's side, and the section shows that side's release.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const side = await page.evaluate(() => document.documentElement.getAttribute('data-experiment-pricing'));
    const shows = side?.startsWith('canary-') ? canaryShows : new RegExp(STABLE_HEADING);
    await expect(main.getByRole('heading', { name: shows }).first()).toBeVisible();
    return { side, heading: await main.getByRole('heading', { name: shows }).first().textContent() };
  });
  const state = await context.storageState();
  // From the stream's start (once the page has settled), what the page reports as it is left (its vitals, its
  // failure) is sent; left, so it sends that at once (the tab stays open for the send).
  await streamStarted(page);
  await leavePage(page);
  return { ...shown, state };
}

type Gate = <T>(work: () => Promise<T>) => Promise<T>;

/** Runs what it is given `size` at a time, the rest in the order they came. */
function gate(size: number): Gate {
  let free = size;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

/**
 * Visitors load pricing, `perRound` a round (coming as others leave, a few loading at once); once what they sent has arrived
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
  const loading = gate(LOADING_AT_ONCE);
  const tabs = await Promise.all(Array.from({ length: ON_SITE_AT_ONCE }, () => openTab(browser, origin)));
  for (let round = 0; round < rounds && step.exit === 3; round += 1) {
    const visits: Visit[] = [];
    let arrived = 0;
    const visitorsOneAfterAnother = async (tab: Tab) => {
      while (arrived < perRound) {
        arrived += 1;
        visits.push(await visit(tab, { canaryShows, loading }));
      }
    };
    await Promise.all(tabs.map(visitorsOneAfterAnother));
    canaryVisitors.push(...visits.filter(({ side }) => side?.startsWith('canary-')));
    await logSettles();
    step = await runStep();
  }
  await Promise.all(tabs.map(({ context }) => context.close()));
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
