// WebKit visitors, as Debian's WebKitGTK ships it: its WebDriver runs MiniBrowser in an Xvfb display, driven with
// webdriverio over classic WebDriver (cross-engine/webkit-driver.mjs starts it). One browser for every visit, each
// in a window of its own, at the machine's speed. WebKit measures TTFB and FCP (not LCP, layout shifts or
// interactions).
/* global document -- readyState is read in the page */
import { openWebKitSession } from '../../cross-engine/webkit-driver.mjs';
import { findByRole, withPageQueries } from '../../cross-engine/page-queries.mjs';
import { measuredVitals, pastFirstPaintBy } from './page-moments.mjs';
import { PAGE_BEFORE, outLink } from './visit-places.mjs';

/** @returns {Promise<import('./visit-places.mjs').Visitor>} */
export async function openWebKit() {
  // The driver returns as soon as a navigation starts, so a visitor may leave before the page has loaded.
  const { browser, close } = await openWebKitSession({ capabilities: { pageLoadStrategy: 'none' } });
  const home = await browser.getWindowHandle();
  const leave = {
    'typed-address': () => browser.url('about:blank'),
    back: () => browser.back(),
    'closed-tab': () => browser.closeWindow(),
    'link-out': async () => {
      const link = await browser.execute(withPageQueries(findByRole), { role: 'link', name: outLink.name, within: outLink.within });
      if (!link) throw new Error(`no link ${outLink.name} to press`);
      await (await browser.$(link)).click();
    },
  };
  return {
    name: 'webkit',
    speeds: ['full'],
    async visit({ url, afterMs, way }) {
      // A window of its own: MiniBrowser keeps a new tab hidden, and a hidden page never paints.
      const { handle } = await browser.createWindow('window');
      await browser.switchToWindow(handle);
      if (way === 'back') {
        await browser.url(PAGE_BEFORE);
        await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete'), { interval: 20 });
      }
      await browser.url(url);
      let since = false;
      await browser.waitUntil(async () => (since = await browser.execute(pastFirstPaintBy, afterMs).catch(() => false)), {
        interval: 20,
        timeout: 60_000,
      });
      const measured = await browser.execute(measuredVitals);
      await leave[way]();
      return {
        leftAfterMs: Math.round(since),
        measured,
        async done() {
          if (way !== 'closed-tab') await browser.closeWindow().catch(() => undefined);
          await browser.switchToWindow(home);
        },
      };
    },
    close,
  };
}
