import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import type { Browser, BrowserContext } from '@playwright/test';
import { pageLoadLines, pricingFailure, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';
import { builtRelease } from './built-release';
import { leavePage, streamStarted, type LoggedEvent } from './field-event-log';
import { headingsPaintedBeforeTakeOver, recordPaintedHeadings } from './painted-headings';
import { expect, test } from './site-test';
import { appHasTakenOver } from './slow-page';

// A canary's wiring on a target, end to end: Chromium visitors of a site whose pricing runs a canary, the events
// their page loads send as the target's collector writes them, the release tool's step reading them, and the
// visitor who comes next. What the step decides on many page loads is proven on known-answer logs, through the same
// step (release/__tests__/canary-step-*.test.mjs); here a known-answer log beside the target's own makes that
// decision certain, and the step's counts prove it read the visitors' page loads from the target's log too.

/** The canary: the pricing fixture (e2e/remotes/pricing-fixture), a new build of pricing with a heading of its own. */
const CANARY_FIXTURE = path.resolve(__dirname, '../remotes/pricing-fixture/dist/compatible');
const CANARY_RELEASE = builtRelease('e2e/remotes/pricing-fixture/dist/compatible');
/** What the canary shows. */
const CANARY_HEADING = 'Pricing experiment fixture';
/** The stable pricing's heading. */
const STABLE_HEADING = 'Upgrade your plan';
/** At a 50% share, 12 visitors all drawn to one side happen once in 2,048 runs. */
const MOST_VISITORS = 12;
/** The known answer written beside the visitors' page loads: a third of the canary's fail, 1 in 100 of the stable release's. */
const KNOWN_PAGE_LOADS = 150;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Side = 'stable' | 'canary';
export type StepResult = { exit: number | null; output: string };

/**
 * The canary as its release renders it: the fixture, carrying a copy of itself as each variant of pricing's
 * experiment, as a pricing build does (the release renders every variant of the route's experiment into its page).
 */
function canaryBuildWithVariants() {
  const build = path.resolve(__dirname, '../../.cache/canary-build');
  rmSync(build, { recursive: true, force: true });
  cpSync(CANARY_FIXTURE, build, { recursive: true });
  for (const variant of SITE_REGISTRY.variants.filter(({ remote }) => remote === 'pricing'))
    cpSync(CANARY_FIXTURE, path.join(build, variant.path), { recursive: true });
  return build;
}

/**
 * A first-time visitor's page load of /pricing, left once its event stream has started (leaving sends what the page
 * noted at once): the side drawn, the visitor's stored state, to come back with, and the heading of every frame
 * painted before the app took over.
 */
async function visit(browser: Browser, origin: string, variants: Record<Side, string>) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await recordPaintedHeadings(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
  await page.goto('/pricing');
  await appHasTakenOver(page).waitFor({ state: 'attached' });
  const variant = await page.evaluate(() => document.documentElement.getAttribute('data-experiment-pricing'));
  const side: Side = variant === variants.canary ? 'canary' : 'stable';
  // Hashed names: one file's copy on the shell's host and its original where the canary is served share one.
  const fileNames = stylesheets.map((url) => new URL(url).pathname.split('/').pop());
  expect(
    fileNames.filter((name, index) => fileNames.indexOf(name) !== index),
    `the ${side} side's stylesheets, each asked for once: ${stylesheets.join(', ')}`,
  ).toEqual([]);
  const heading = side === 'canary' ? CANARY_HEADING : STABLE_HEADING;
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const painted = await headingsPaintedBeforeTakeOver(page);
  expect(painted.length, 'frames painted before the take-over').toBeGreaterThan(0);
  expect(
    painted.filter((shown) => shown !== heading),
    `the ${side} side from the first paint`,
  ).toEqual([]);
  const state = await context.storageState();
  await streamStarted(page);
  await leavePage(page);
  await context.close();
  return { side, state };
}
type Visit = Awaited<ReturnType<typeof visit>>;

/** Until `size()` has not changed for `quietMs`: what the left pages sent has arrived. */
export async function untilUnchanged(size: () => number | Promise<number>, quietMs = 3000) {
  let last = -1;
  for (let now = await size(); now !== last; now = await size()) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** The known answer: page loads of each side, as the collector writes them, named as the visitors' own were. */
function knownAnswerLog(named: Record<Side, { release: string; experiments: Record<string, string> }>) {
  const lines = (['stable', 'canary'] as const).flatMap((side) =>
    Array.from({ length: KNOWN_PAGE_LOADS }, (_, index) => {
      const fails = side === 'canary' ? index % 3 === 0 : index % 100 === 0;
      const { release, experiments } = named[side];
      const vital = { name: 'vital', metric: 'LCP', value: 1400, rating: 'good', attributedTo: 'pricing', attributedRelease: release };
      return pageLoadLines({ release, experiments, sentAt: Date.now(), events: [vital, ...(fails ? [pricingFailure(release)] : [])] });
    }).flat(),
  );
  return writeLog(lines);
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
 * The canary's end-to-end test on a target: `origin` the shell's; `withPages` the arguments that name the live shell
 * its pages go into; `canary(args, build)` starts one; `step(logs)`
 * runs canary-step on the target's field log and the files `logs`, once `logSettles()`; `loggedEvents()` every
 * event the target's collector has written.
 */
export function canaryWiringTest({
  origin,
  withPages,
  canary,
  step,
  logSettles,
  loggedEvents,
}: {
  origin: string;
  withPages: string[];
  canary: (args: string[], build: string) => StepResult;
  step: (logs: string[]) => StepResult;
  logSettles: () => Promise<void>;
  loggedEvents: () => Promise<LoggedEvent[]>;
}) {
  test("a canary's visitors see it, their events name it, and the step reads them and rolls it back", async ({ browser, request }) => {
    const started = canary(['--share', '50', '--ramp', '50,100', ...withPages], canaryBuildWithVariants());
    expect(started.exit, started.output).toBe(0);
    const split = (await (await request.get(`${origin}/remotes.json`)).json()).pricing.variants as { name: string }[];
    const variants: Record<Side, string> = { stable: split[0]!.name, canary: split[1]!.name };

    const visits: Visit[] = [];
    while (!(visits.some(({ side }) => side === 'canary') && visits.some(({ side }) => side === 'stable'))) {
      expect(visits.length, `${MOST_VISITORS} visitors, all drawn to one side`).toBeLessThan(MOST_VISITORS);
      visits.push(await visit(browser, origin, variants));
    }

    await logSettles();
    const pricingEvents = (await loggedEvents()).filter((event) => event.remote === 'pricing' && event.experiments?.pricing);
    const sideOf = (event: LoggedEvent): Side => (event.experiments.pricing === variants.canary ? 'canary' : 'stable');
    const pageLoads = (side: Side) => new Set(pricingEvents.filter((event) => sideOf(event) === side).map((event) => event.pageLoad)).size;
    const canaryEvents = pricingEvents.filter((event) => sideOf(event) === 'canary');
    expect(canaryEvents.length, "the canary visitors' events in the target's log").toBeGreaterThan(0);
    expect(new Set(canaryEvents.map((event) => event.remoteRelease))).toEqual(new Set([CANARY_RELEASE]));
    for (const side of ['stable', 'canary'] as const)
      expect(pageLoads(side), `${side} page loads logged`).toBe(visits.filter((visit) => visit.side === side).length);

    const named = (side: Side) => {
      const event = pricingEvents.find((logged) => sideOf(logged) === side)!;
      return { release: event.remoteRelease, experiments: event.experiments };
    };
    const stepped = step([knownAnswerLog({ stable: named('stable'), canary: named('canary') })]);
    expect(stepped.exit, stepped.output).toBe(1);
    expect(stepped.output).toContain(
      `${KNOWN_PAGE_LOADS + pageLoads('canary')} page loads of the canary, ${KNOWN_PAGE_LOADS + pageLoads('stable')} of the stable release`,
    );
    expect(stepped.output).toMatch(/failed page loads/);
    expect(stepped.output).toMatch(/rolled back to 0%/);

    // What the step chose: a canary visitor comes back to the stable release, with no error.
    await comesBackToStable(browser, origin, visits.find(({ side }) => side === 'canary')!.state);
  });
}
