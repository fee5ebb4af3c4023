// Chromium visitors (Debian's, as the bench runs it), driven by Playwright: each visit a fresh context, at full
// speed or as a phone (4× CPU, CDP's throttling; its screen), leaving the page as a visitor does.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MOBILE_SCREEN } from '../chromium.mjs';
import { measuredVitals, pastFirstPaintBy } from './page-moments.mjs';
import { DASHBOARD, DASHBOARD_ANSWERS_AFTER_MS, PAGE_BEFORE, outLink } from './visit-places.mjs';

const PHONE = {
  viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
  deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

const LEAVE = {
  'typed-address': (page) => page.goto('about:blank'),
  back: (page) => page.goBack(),
  'closed-tab': (page) => page.close({ runBeforeUnload: true }),
  'link-out': (page) =>
    page.getByRole(outLink.within.role, { name: outLink.within.name }).getByRole('link', { name: outLink.name }).click(),
};

/** @returns {Promise<import('./visit-places.mjs').Visitor>} */
export async function openChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  return {
    name: 'chromium',
    speeds: ['full', 'phone'],
    async visit({ url, afterMs, way, speed }) {
      const context = await browser.newContext(speed === 'phone' ? PHONE : {});
      const page = await context.newPage();
      if (speed === 'phone') await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The dashboard is another origin, after a connection and a request of its own (the machine has no network).
      await page.route(`${DASHBOARD}/**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, DASHBOARD_ANSWERS_AFTER_MS));
        await route
          .fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign up</title><p>Sign up</p>' })
          .catch(() => undefined);
      });
      if (way === 'back') await page.goto(PAGE_BEFORE);
      await page.goto(url, { waitUntil: 'commit' });
      const since = await page.waitForFunction(pastFirstPaintBy, afterMs, { polling: 20, timeout: 60_000 });
      const leftAfterMs = Math.round(await since.jsonValue());
      const measured = await page.evaluate(measuredVitals);
      await LEAVE[way](page);
      return { leftAfterMs, measured, done: () => context.close() };
    },
    close: () => browser.close(),
  };
}
