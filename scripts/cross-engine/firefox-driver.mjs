// Firefox ESR (Debian's firefox-esr), driven with puppeteer-core over WebDriver BiDi, headless.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { bringIntoClearView, describeQuery, findByRole, keepPageErrors, keptPageErrors, withPageQueries } from './page-queries.mjs';

const FIREFOX = '/usr/bin/firefox-esr';

/** @returns {Promise<import('./site-smoke.mjs').EngineDriver>} */
export async function openFirefox({ width, height }) {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: install it with bash scripts/install-deps.sh --firefox`);
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, protocol: 'webDriverBiDi', headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // Listeners from before the page's first script: a failed take-over is caught too.
  await page.evaluateOnNewDocument(keepPageErrors);
  return {
    name: 'Firefox ESR',
    async open(url) {
      await page.goto(url);
    },
    evaluate: (fn, arg) => page.evaluate(withPageQueries(fn), arg),
    async press(query) {
      const handle = await page.evaluateHandle(findByRole, query);
      const element = handle.asElement();
      if (!element) throw new Error(`no ${describeQuery(query)} to press`);
      await element.evaluate(bringIntoClearView);
      await element.click();
    },
    async back() {
      await page.goBack();
    },
    async errors() {
      return [...new Set([...uncaught, ...(await page.evaluate(keptPageErrors))])];
    },
    async close() {
      await browser.close();
    },
  };
}
