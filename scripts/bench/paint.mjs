// "Paint as the phone sees it": the browser's own first contentful paint and largest contentful paint,
// under the same real throttling as the usable part. Lighthouse's LCP is a model's estimate (it replays
// the load's dependency graph); this is what Chromium reports for the load itself, and the LCP target is
// set on it. Nothing is pressed: a press ends the LCP search.
/* global window -- recordPaints runs in the page */
import { measureRoutes, openThrottledPhone } from './chromium.mjs';
import { medianOfEach } from './report-table.mjs';

export const PAINT_COLUMNS = ['fcp', 'lcp'];

/** On every route, under the phone throttling. */
export const PAINT_TARGETS = { lcp: ['<=', 1000] };

/** LCP can still change while the page takes over, so it is read only once the app has, and a beat later. */
const AFTER_TAKEOVER_MS = 1000;
const GIVE_UP_MS = 20_000;

function recordPaints() {
  window.__benchPaints = { fcp: null, lcp: null, lcpElement: null };
  const describe = (element) =>
    element ? `<${element.tagName.toLowerCase()}> ${(element.textContent || element.getAttribute('alt') || '').trim().slice(0, 48)}` : null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__benchPaints.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const latest = list.getEntries().at(-1);
    window.__benchPaints.lcp = latest.startTime;
    window.__benchPaints.lcpElement = describe(latest.element);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measureOnce(browser, url) {
  const { context, page } = await openThrottledPhone(browser);
  try {
    await page.addInitScript({ content: `(${recordPaints})();` });
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: GIVE_UP_MS });
    await page.waitForTimeout(AFTER_TAKEOVER_MS);
    const { fcp, lcp, lcpElement } = await page.evaluate(() => window.__benchPaints);
    return { fcp: fcp === null ? null : Math.round(fcp), lcp: lcp === null ? null : Math.round(lcp), lcpElement };
  } finally {
    await context.close();
  }
}

/** @returns {Promise<Record<string, Record<string, number|string|null>>>} the medians of `runs` runs per route, and the LCP element of the last */
export function measurePaint({ origin, routes, runs, log, onLiveSite }) {
  return measureRoutes(
    { routes, runs, onLiveSite },
    (browser, route) => measureOnce(browser, `${origin}${route}`),
    (route, samples) => {
      log(`paint ${route}: LCP ${samples.map((sample) => sample.lcp ?? 'none').join(', ')} ms`);
      return { ...medianOfEach(samples.map(({ fcp, lcp }) => ({ fcp, lcp }))), lcpElement: samples.at(-1).lcpElement };
    },
  );
}
