// "First paint → usable": under real throttling, a control in main is pressed as soon as the page has
// painted it with its font (a tap sent as the browser's own input, queued like a finger's), and the time until
// its effect shows is taken. The press is made once, so a press lost before the app takes over
// never gets its effect (usable stays empty). A link that loads the next page (followed before take-over) is
// a navigation: its usable time is that page's own first paint, and it has no dead window.
/* global window, location, document, addEventListener, MutationObserver, requestAnimationFrame, Element, getComputedStyle -- watchInPage runs in the page */
import { measureRoutes, openPage, openThrottledPhone, tapAt } from './chromium.mjs';
import { medianOfEach } from '@callvera/read-outs/report-table';
import { usableProbe } from './usable-probes.mjs';
import { PAGE_READY } from '@callvera/shared/page-marks';

export const USABLE_COLUMNS = ['fcp', 'press', 'usable', 'dead', 'appReady'];
/** Each route's targets are its probe's (usable-probes.mjs): the control pressed decides what can be asked of it. */
export const USABLE_TARGETS = {
  dead: (route) => usableProbe(route).targets.dead ?? null,
  usable: (route) => usableProbe(route).targets.usable ?? null,
};

const GIVE_UP_MS = 20_000;

/**
 * Runs in every document before its own scripts: reports (epoch ms) when the document started,
 * where the control is (scrolled into view) once painted with its font, first contentful
 * paint, the first real press, when the app took over, and when `responded()` first held.
 */
function watchInPage(control, responded, takenOver) {
  const mark = (name, at, where) => window.__benchMark(name, at, location.href, performance.timeOrigin, where);
  const markPaint = () => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (paint) mark('fcp', performance.timeOrigin + paint.startTime);
  };
  const now = () => performance.timeOrigin + performance.now();
  mark('start', performance.timeOrigin);
  // Aim in a painted frame once the page's text font is in: the swap from the fallback font reflows
  // the page, which would move the control from under a tap aimed before it.
  const fontIn = () => document.fonts.check(`16px ${getComputedStyle(document.body).fontFamily}`);
  const aim = () => {
    const element = control();
    if (!element || !fontIn()) return void requestAnimationFrame(aim);
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    if (box.width) mark('target', now(), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    else requestAnimationFrame(aim);
  };
  requestAnimationFrame(aim);
  new PerformanceObserver(markPaint).observe({ type: 'paint', buffered: true });
  addEventListener('pagehide', markPaint); // a press on a link may leave the page before the observer reports
  for (const type of ['pointerdown', 'mousedown', 'keydown', 'beforeinput']) {
    addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        const pressedElement = event.target instanceof Element ? event.target : null;
        mark('press', now(), {
          onControl: Boolean(pressedElement && control()?.contains(pressedElement)),
          on: pressedElement?.outerHTML.slice(0, 80),
        });
      },
      { capture: true },
    );
  }
  let done = false;
  let appReady = false;
  const check = () => {
    if (!appReady && document.documentElement?.hasAttribute(takenOver)) {
      appReady = true;
      mark('appReady', now());
    }
    if (!done && responded()) {
      done = true;
      mark('effect', now());
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('scroll', check, { capture: true, passive: true });
  addEventListener('hashchange', check);
  setInterval(check, 50);
}

/**
 * One run's figures, ms from the navigation's start, from its marks (epoch ms): `start`, `fcp`, `press`, `effect`,
 * `appReady`, and for a press that loaded another page, `nextDocument` and that page's `nextFcp`.
 */
export function sampleOfMarks(marks, probe) {
  const since = (name) => (marks[name] === undefined ? null : Math.round(marks[name] - marks.start));
  const sample = { fcp: since('fcp'), press: since('press'), usable: since('effect'), appReady: since('appReady') };
  sample.dead = sample.usable === null || sample.fcp === null ? null : sample.usable - sample.fcp;
  // A link followed before take-over loaded the next page: that page's own first paint is when it showed, and no
  // window was dead.
  if (probe.navigates && marks.nextDocument && sample.usable !== null) Object.assign(sample, { usable: since('nextFcp'), dead: null });
  return sample;
}

/** One fresh context, one load, one press at first paint. Times are ms from the navigation's start. */
async function measureOnce(browser, url, probe) {
  const { context, page, cdp } = await openThrottledPhone(browser);
  try {
    const marks = {};
    let target;
    let painted = false;
    let pressed;
    let settle;
    const finished = new Promise((resolve) => (settle = resolve));
    // The tap goes out as soon as the page has painted and the control is on screen: it then waits
    // in the browser's input queue for the page's main thread, as a finger's would.
    const pressOnce = () => {
      if (pressed || !painted || !target) return;
      pressed = tapAt(cdp, target, probe.type).catch((error) => (marks.pressError = error.message));
    };
    let firstDocument;
    await page.exposeBinding('__benchMark', (_source, name, at, href, documentOrigin, where) => {
      if (!href.startsWith('http')) return;
      firstDocument ??= documentOrigin;
      // Paint, aim and press belong to the page measured; the effect may show in the next one, whose own
      // first paint is kept apart.
      const nextDocument = documentOrigin !== firstDocument;
      if (nextDocument) marks.nextDocument = true;
      if (nextDocument && name === 'fcp') name = 'nextFcp';
      if (name in marks || (nextDocument && ['start', 'target', 'press'].includes(name))) return;
      marks[name] = at;
      if (name === 'target') target = where;
      if (name === 'press' && !where.onControl) marks.pressError = `the tap landed outside the control, on ${where.on}`;
      pressOnce();
      if ('effect' in marks && 'appReady' in marks && (!marks.nextDocument || 'nextFcp' in marks)) settle();
    });
    await page.addInitScript({ content: `(${watchInPage})(${probe.control}, ${probe.responded}, ${JSON.stringify(PAGE_READY)});` });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    cdp.on('Page.lifecycleEvent', ({ name }) => {
      if (name !== 'firstContentfulPaint') return;
      painted = true;
      pressOnce();
    });
    const timeout = setTimeout(settle, GIVE_UP_MS);
    await openPage(page, url, { waitUntil: 'commit' });
    await finished;
    clearTimeout(timeout);
    await pressed;
    if (!pressed) marks.pressError = 'the control never showed';
    const sample = sampleOfMarks(marks, probe);
    if (marks.pressError) process.stderr.write(`  press failed on ${url}: ${marks.pressError.split('\n')[0]}\n`);
    // An effect seen before the press means the probe's responded() holds without it (say, before the CSS is in).
    if (sample.usable !== null && sample.press !== null && sample.usable < sample.press) {
      throw new Error(`${url}: "${probe.name}" showed at ${sample.usable} ms, before the press at ${sample.press} ms`);
    }
    return sample;
  } finally {
    await context.close();
  }
}

/** @returns {Promise<Record<string, Record<string, number|string|null>>>} the medians of `runs` runs per route */
export function measureUsable({ origin, routes, runs, log, onLiveSite }) {
  return measureRoutes(
    { routes, runs, onLiveSite },
    (browser, route) => measureOnce(browser, `${origin}${route}`, usableProbe(route)),
    (route, samples) => {
      log(`usable ${route}: ${samples.map((s) => s.usable ?? 'never').join(', ')} ms`);
      return { ...medianOfEach(samples), control: usableProbe(route).name };
    },
  );
}
