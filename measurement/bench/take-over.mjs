// "First paint → take-over" as a visitor finds it: from first paint, a link the app routes is tapped again and again,
// each tap the browser's own input, queued like a finger's, until one is answered by the app (the address changes in
// the same document) instead of by the browser. Until then a tap starts a page load, which is answered with
// 204 No Content so the page stays; the first tap the app answers tells when the page was taken over, long tasks
// after its hydration included, which the page's own mark (data-app-ready) does not show.
/* global window, document, history, location -- watchRouting and aimAtHeaderLink run in the page */
import { measureRoutes, openPage, openThrottledPhone, tapAt } from './chromium.mjs';
import { medianOfEach, spreadOf } from '@callvera/read-outs/report-table';

export const TAKE_OVER_COLUMNS = ['fcp', 'answered', 'takeOver', 'taps'];
/** Shown over every run as min / median / max: the goal holds in the median and in each run. */
export const TAKE_OVER_SPREAD_COLUMNS = ['takeOver'];
/** The median of a route's runs. */
export const TAKE_OVER_TARGETS = { takeOver: ['<=', 800] };
/** Every run of a route (its worst). */
export const TAKE_OVER_WORST_TARGETS = { takeOver: ['<=', 1000] };

/** A finger's pace: a tap, then this long before the next (each tap waits for the page's main thread too). */
const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 20_000;

/** Runs in the page before its scripts: first paint, and when the address first changes in this document. */
function watchRouting() {
  const seen = { fcp: null, answered: null, path: location.pathname };
  window.__takeOver = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The router moves with pushState: its call is the answer, before anything of the next route renders.
  const push = history.pushState;
  history.pushState = function pushState(...args) {
    push.apply(this, args);
    if (location.pathname !== seen.path) seen.answered ??= performance.now();
  };
}

/**
 * Where the link tapped is on screen, or null while none is painted: the header's first link to another route that
 * shows on the phone's screen (the shell's router answers it once the app has the page).
 */
function aimAtHeaderLink() {
  const link = [...document.querySelectorAll('header a[href^="/"]')].find((candidate) => {
    const { pathname, hash } = new URL(candidate.href);
    return pathname !== location.pathname && !hash && candidate.getBoundingClientRect().width > 0;
  });
  const box = link?.getBoundingClientRect();
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

/** One run's figures (ms from the navigation's start; takeOver from first paint), from what the page saw. */
export function takeOverSample({ fcp, answered }, taps) {
  const ms = (value) => (value === null ? null : Math.round(value));
  return { fcp: ms(fcp), answered: ms(answered), takeOver: fcp === null || answered === null ? null : Math.round(answered - fcp), taps };
}

async function measureOnce(browser, url) {
  const { context, page, cdp } = await openThrottledPhone(browser);
  try {
    // Every page load after the first is a tap the browser answered: 204 keeps the page, as if it never left.
    let firstDocument = true;
    await cdp.send('Fetch.enable', { patterns: [{ resourceType: 'Document' }] });
    cdp.on('Fetch.requestPaused', ({ requestId }) => {
      const answer = firstDocument
        ? cdp.send('Fetch.continueRequest', { requestId })
        : cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 204, responseHeaders: [] });
      firstDocument = false;
      answer.catch(() => {}); // the context may close while a tap's request is paused
    });
    await page.addInitScript({ content: `(${watchRouting})();` });
    await openPage(page, url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    const giveUpAt = Date.now() + GIVE_UP_MS;
    // One round trip to the page a tap: on a busy machine each takes up to a few hundred ms, and the figure comes up
    // to a tap late.
    const look = () =>
      page.evaluate(`(() => {
        const seen = window.__takeOver;
        return { ...seen, where: seen.fcp === null ? null : (${aimAtHeaderLink})() };
      })()`);
    let taps = 0;
    for (let now = await look(); now.answered === null; now = await look()) {
      if (Date.now() > giveUpAt) throw new Error(`no tap on ${url} was answered by the app within ${GIVE_UP_MS} ms`);
      if (now.where) {
        await tapAt(cdp, now.where);
        taps += 1;
      }
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    return takeOverSample(await look(), taps);
  } finally {
    await context.close();
  }
}

/** @returns {Promise<Record<string, object>>} per route: the medians of `runs` runs, their spread, and the worst run. */
export function measureTakeOver({ origin, routes, runs, log, onLiveSite }) {
  return measureRoutes(
    { routes, runs, onLiveSite },
    (browser, route) => measureOnce(browser, `${origin}${route}`),
    (route, samples) => {
      log(`take-over ${route}: ${samples.map((sample) => sample.takeOver).join(', ')} ms after first paint`);
      const worst = { takeOver: Math.max(...samples.map((sample) => sample.takeOver)) };
      return { ...medianOfEach(samples), spread: spreadOf(samples, TAKE_OVER_SPREAD_COLUMNS), worst };
    },
  );
}
