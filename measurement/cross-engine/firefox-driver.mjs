// Firefox ESR (Debian's firefox-esr), driven with puppeteer-core over WebDriver BiDi, headless.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startNullSoundServer } from './null-sound-server.mjs';
import { bringIntoClearView, describeQuery, findByRole, keepPageErrors, keptPageErrors, withPageQueries } from './page-queries.mjs';

const FIREFOX = '/usr/bin/firefox-esr';

/** @returns {Promise<import('./site-smoke.mjs').EngineDriver>} */
export async function openFirefox({ width, height }) {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: install it with bash scripts/install-deps.sh --firefox`);
  // Firefox refuses to play media with no sound output at all.
  const sound = await startNullSoundServer();
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      protocol: 'webDriverBiDi',
      headless: true,
      env: { ...process.env, PULSE_SERVER: sound.server },
      extraPrefsFirefox: { 'media.cubeb.backend': 'pulse' },
    });
  } catch (error) {
    sound.stop();
    throw error;
  }
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
      // React may put a new element in the found one's place between the find and the click (a card's button
      // re-rendered as the sample player arrives); a visitor's press lands on what is there, so find it again.
      for (let attempt = 1; ; attempt++) {
        const handle = await page.evaluateHandle(findByRole, query);
        const element = handle.asElement();
        if (!element) throw new Error(`no ${describeQuery(query)} to press`);
        try {
          await element.evaluate(bringIntoClearView);
          await element.click();
          return;
        } catch (error) {
          // Over WebDriver BiDi, an element taken out of the page reads as detached, or as having no box to click.
          if (attempt === 3 || !/detached|not clickable/i.test(error.message)) throw error;
        }
      }
    },
    async back() {
      await page.goBack();
    },
    async errors() {
      return [...new Set([...uncaught, ...(await page.evaluate(keptPageErrors))])];
    },
    async close() {
      await browser.close().finally(sound.stop);
    },
  };
}
