// Firefox ESR visitors (Debian's firefox-esr), driven with puppeteer-core over WebDriver BiDi, headless: each visit
// a fresh browser context, at the machine's speed. Every host name resolves to this machine, so a link out to the
// dashboard leaves the page for the browser's error page at once (the machine has no network).
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { findByRole, withPageQueries } from '../../cross-engine/page-queries.mjs';
import { measuredVitals, pastFirstPaintBy } from './page-moments.mjs';
import { PAGE_BEFORE, outLink } from './visit-places.mjs';

const FIREFOX = '/usr/bin/firefox-esr';

const LEAVE = {
  'typed-address': (page) => page.goto('about:blank'),
  // Not waited for: puppeteer waits for a navigation event BiDi does not send for a traversal to another site's page.
  back: (page) => void page.goBack().catch(() => undefined),
  'closed-tab': (page) => page.close({ runBeforeUnload: true }),
  'link-out': async (page) => {
    const link = (
      await page.evaluateHandle(withPageQueries(findByRole), { role: 'link', name: outLink.name, within: outLink.within })
    ).asElement();
    if (!link) throw new Error(`no link ${outLink.name} to press`);
    await link.click();
  },
};

/** @returns {Promise<import('./visit-places.mjs').Visitor>} */
export async function openFirefox() {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: install it with bash scripts/install-deps.sh --firefox`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: { 'network.dns.forceResolve': '127.0.0.1' },
  });
  return {
    name: 'firefox',
    speeds: ['full'],
    async visit({ url, afterMs, way }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (way === 'back') await page.goto(PAGE_BEFORE);
      // Not waited for: the visitor may leave before the page has loaded.
      page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
      const since = await page.waitForFunction(pastFirstPaintBy, { polling: 20, timeout: 60_000 }, afterMs);
      const leftAfterMs = Math.round(await since.jsonValue());
      const measured = await page.evaluate(measuredVitals);
      await LEAVE[way](page);
      return { leftAfterMs, measured, done: () => context.close().catch(() => undefined) };
    },
    close: () => browser.close(),
  };
}
