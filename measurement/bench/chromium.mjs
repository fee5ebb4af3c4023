// The browser every part of the bench runs in, and the throttling of the "real" measurements.
/* global window, document, MutationObserver -- reportTakeOver runs in the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '@callvera/checkout/machine-chromium';
import { SITE_TARGET } from '@callvera/checkout/site-apps';
import { benchHostFlags } from '../as-deployed-site.mjs';
import { PAGE_READY } from '@callvera/shared/page-marks';

export { CHROMIUM_PATH };

export const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, ...benchHostFlags(SITE_TARGET)];

/** A mid-range phone on a slow 4G link: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const REAL_THROTTLING = {
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
};

/** The same phone on a fast connection: 40 ms RTT, 10 Mbit/s down, 5 Mbit/s up. */
export const FAST_THROTTLING = { ...REAL_THROTTLING, rttMs: 40, downKbps: 10_000, upKbps: 5_000 };

/** Lighthouse's mobile screen (Moto G Power), shared by the usable and flow measurements. */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

/**
 * A fresh phone-sized context under REAL_THROTTLING (or the throttling given), and its CDP session. A new context starts with an empty cache,
 * as a first visit does; the cache stays on, because a visitor's browser keeps what the first page fetched when a
 * link is followed (the shell's stylesheet and first script are the same on every page).
 * @param {import('@playwright/test').Browser} browser
 */
export async function openThrottledPhone(browser, throttling = REAL_THROTTLING) {
  const context = await browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { cpuSlowdown, rttMs, downKbps, upKbps } = throttling;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: (downKbps * 1024) / 8,
    uploadThroughput: (upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** A finger's tap at `where` (CSS pixels of the viewport), then the text typed, as the browser's own input. */
export async function tapAt(cdp, where, text) {
  const at = { x: where.x, y: where.y, button: 'left', clickCount: 1 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
  if (text) await cdp.send('Input.insertText', { text });
}

/** Told by the page itself: waiting through Playwright's selectors would run its injected script in the page as it starts. */
function reportTakeOver(takenOver) {
  const taken = () => document.documentElement?.hasAttribute(takenOver);
  const observer = new MutationObserver(() => {
    if (!taken()) return;
    observer.disconnect();
    window.__benchTakenOver(performance.now());
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: [takenOver] });
}

/**
 * Resolves with when the app took the page over (PAGE_READY), ms from the navigation's start, or rejects after
 * `giveUpMs`. Call it before the page is loaded.
 * @param {import('@playwright/test').Page} page
 */
export async function whenTakenOver(page, giveUpMs) {
  let settle;
  const takenOver = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not take ${page.url()} over within ${giveUpMs} ms`)), giveUpMs);
    settle = (at) => {
      clearTimeout(timer);
      resolve(at);
    };
  });
  takenOver.catch(() => {}); // awaited by the caller, once the page is loading
  await page.exposeBinding('__benchTakenOver', (_source, at) => settle(at));
  await page.addInitScript({ content: `(${reportTakeOver})(${JSON.stringify(PAGE_READY)});` });
  return () => takenOver;
}

/**
 * Opens `url` in `page` (options as page.goto takes them). A page the server did not answer with 2xx is not the
 * page: measuring it would print an error page's figures, so it throws, naming the path and the status. A 304 is
 * the page: the server confirmed the copy the browser kept (pages are revalidated on every load).
 * @param {import('@playwright/test').Page} page
 */
export async function openPage(page, url, options) {
  const response = await page.goto(url, options);
  if (response && !response.ok() && response.status() !== 304)
    throw new Error(`${url} answered ${response.status()}: nothing of the page to measure`);
  return response;
}

/**
 * Runs `measureOnce(browser, route)` `runs` times per route, in one Chromium without the browser's UI: each run opens
 * a window of its own (a first visit's empty cache), and in each new window the full browser loads its omnibox popup,
 * a page of its own in a renderer of its own, taking 0.7 to 1.7 s of processor time on a 2-core machine while the page
 * under test loads (docs/speed.md); a visitor's browser did that when its window opened. `onLiveSite` runs each one again
 * should the site's servers have stopped. Each route's result is `summarize(route, samples)`.
 */
export async function measureRoutes({ routes, runs, onLiveSite = (measure) => measure() }, measureOnce, summarize) {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
  try {
    const results = {};
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await onLiveSite(() => measureOnce(browser, route)));
      results[route] = await summarize(route, samples);
    }
    return results;
  } finally {
    await browser.close();
  }
}
