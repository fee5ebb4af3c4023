import type { Page } from '@playwright/test';
import { PAGE_READY } from '@callvera/shared/page-marks';

/**
 * How late every script and federation manifest arrives. A phone shows the prerendered
 * page a second or two before its code takes over; tests that act as a visitor press
 * in that time, and never wait for the app.
 */
export const SCRIPT_DELAY_MS = 1600;

export interface SlowPageOptions {
  /** The app's code also waits for the returned release(), so the test acts first. */
  hold?: boolean;
  /** Origins whose code arrives SCRIPT_DELAY_MS later still: a remote slower than the shell. */
  lateOrigins?: string[];
  /** Viewport width; 1280 by default. */
  width?: number;
}

const PAGE_CODE = /\.js(\?.*)?$|\/mf-manifest\.json$/;

/** The page's first script (page-start.js): loaded async, it keeps presses from when it runs. */
const FIRST_SCRIPT = /\/page-start\.\w+\.js$/;

/**
 * Holds every script back by SCRIPT_DELAY_MS and returns release(). The page shows before
 * page-start.js has run, but not its controls, so that one is only slowed, never held.
 */
export async function slowScripts(page: Page, { hold = false, lateOrigins = [] }: SlowPageOptions = {}) {
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await page.route(PAGE_CODE, async (route) => {
    const url = new URL(route.request().url());
    const firstScript = FIRST_SCRIPT.test(url.pathname);
    await Promise.all([wait(SCRIPT_DELAY_MS), firstScript || released]);
    if (lateOrigins.includes(url.origin)) await wait(SCRIPT_DELAY_MS);
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return release;
}

/** Holds the page's first script alone until the returned release(): the page paints without it. */
export async function holdFirstScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FIRST_SCRIPT, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Opens a path with slow scripts and returns as soon as the response starts: nothing waits for the app. */
export async function openSlowly(page: Page, path: string, { width = 1280, ...options }: SlowPageOptions = {}) {
  await page.setViewportSize({ width, height: 900 });
  const release = await slowScripts(page, options);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Set once the route's page (and the deployed site config's check) has taken over the served HTML. */
export const appHasTakenOver = (page: Page) => page.locator(`html[${PAGE_READY}]`);

/**
 * How many tabs a test opens side by side: each slow load is mostly waiting, so a few at once cost
 * little more than one, while more would make a 2-core machine's processor the slow part instead.
 */
export const TABS_AT_ONCE = 4;

/**
 * The test's page and TABS_AT_ONCE - 1 more tabs of the same browser, for checks that do not depend on
 * one another. An uncaught error on any of them goes into `pageErrors`, as the test's page's do.
 */
export async function tabsOfOneBrowser(page: Page, pageErrors: string[]) {
  const tabs = [page];
  while (tabs.length < TABS_AT_ONCE) {
    const tab = await page.context().newPage();
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    tabs.push(tab);
  }
  return tabs;
}

/** The items in turns of one tab each: [{ tab, item, index }] per turn, index the item's place in `items`. */
export function turnsOnTabs<T>(tabs: Page[], items: readonly T[]) {
  const turns: { tab: Page; item: T; index: number }[][] = [];
  items.forEach((item, index) => {
    if (index % tabs.length === 0) turns.push([]);
    turns.at(-1)!.push({ tab: tabs[index % tabs.length]!, item, index });
  });
  return turns;
}
