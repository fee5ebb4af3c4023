// "Paint as the phone sees it": the browser's own first contentful paint and largest contentful paint,
// under the same real throttling as the usable part. Lighthouse's LCP is a model's estimate (it replays
// the load's dependency graph); this is what Chromium reports for the load itself, and the LCP target is
// set on it. Nothing is pressed: a press ends the LCP search.
/* global window -- recordPaints runs in the page */
import { measureRoutes, openPage, openThrottledPhone, whenTakenOver } from './chromium.mjs';
import { medianOfEach } from '@callvera/read-outs/report-table';

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

async function measureOnce(browser, url, beforeLoad = '') {
  const { context, page } = await openThrottledPhone(browser);
  try {
    await page.addInitScript({ content: `${beforeLoad}(${recordPaints})();` });
    const takenOver = await whenTakenOver(page, GIVE_UP_MS);
    await openPage(page, url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await takenOver();
    await page.waitForTimeout(AFTER_TAKEOVER_MS);
    return paintSample(await page.evaluate(() => window.__benchPaints));
  } finally {
    await context.close();
  }
}

/** One load's figures, ms from the navigation's start, from what the page recorded. */
export function paintSample({ fcp, lcp, lcpElement }) {
  const ms = (value) => (value === null ? null : Math.round(value));
  return { fcp: ms(fcp), lcp: ms(lcp), lcpElement };
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

/**
 * An experiment's route as each of its visitors paints it: one assigned the control and one each variant, kept in
 * the browser as a returning visitor's is (the experiment is deployed as the growth team deploys it, with the
 * split in the pages), the runs interleaved so every visitor meets the machine in the same state. A variant's
 * first paint must come no later than the control's: it is shown before the first paint, from the page itself.
 */
export async function measureExperimentPaint({ origin, route, remote, variants, runs, log, onLiveSite }) {
  const samples = Object.fromEntries(variants.map((name) => [name, []]));
  const assigned = (name) =>
    `localStorage.setItem(${JSON.stringify(`callvera.experiment.${remote}`)}, ${JSON.stringify(JSON.stringify({ variant: name, sent: ['exposure'] }))});`;
  await measureRoutes(
    { routes: [route], runs, onLiveSite },
    async (browser) => {
      for (const name of variants) samples[name].push(await measureOnce(browser, `${origin}${route}`, assigned(name)));
    },
    () => null,
  );
  return Object.fromEntries(
    variants.map((name) => {
      log(`paint ${route}, ${name} visitor: FCP ${samples[name].map((sample) => sample.fcp ?? 'none').join(', ')} ms`);
      return [`${route} (${name} visitor)`, medianOfEach(samples[name].map(({ fcp, lcp, takeOver }) => ({ fcp, lcp, takeOver })))];
    }),
  );
}
