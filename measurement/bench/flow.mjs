// Responsiveness: a Lighthouse user flow, one timespan per interaction, each giving INP as
// Lighthouse measures it (mobile screen, 4× CPU slowdown applied for the timespan).
/* global document -- the effect checks run in the page */
import { createRequire } from 'node:module';
import { startFlow } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MOBILE_SCREEN, openPage, REAL_THROTTLING } from './chromium.mjs';
import { median } from '@callvera/read-outs/report-table';
import { PAGE_READY } from '@callvera/shared/page-marks';

// Lighthouse drives puppeteer-core; use the copy it depends on rather than a second one.
const puppeteer = (await import(createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core'))).default;

export const INP_TARGET = ['<=', 100];

/** Each interaction: where, the element pressed, and the effect that shows it took. */
export const INTERACTIONS = [
  {
    name: 'Annual billing on /pricing',
    route: '/pricing',
    selector: 'main input[type="radio"][value="annual"]',
    took: () => document.querySelector('main input[type="radio"][value="annual"]')?.checked === true,
  },
  {
    name: 'second industry on /',
    route: '/',
    // The chips are native radios in their labels: the visitor presses the label.
    selector: 'main fieldset label:nth-of-type(2)',
    took: () => document.querySelector('main fieldset label:nth-of-type(2) input[type="radio"]')?.checked === true,
  },
  {
    // Offline, or without demo keys in the site config, the press shows "Connecting…" or an error toast.
    name: 'Listen on / (offline)',
    route: '/',
    selector: 'main button[aria-label^="Listen to "]',
    took: () =>
      document.querySelector('main button[aria-pressed="true"]') !== null ||
      /Live demos? (are )?unavailable/.test(document.body.textContent ?? ''),
  },
];

const FLOW_FLAGS = {
  logLevel: 'error',
  formFactor: 'mobile',
  screenEmulation: { ...MOBILE_SCREEN, disabled: false },
  throttlingMethod: 'devtools',
  throttling: {
    cpuSlowdownMultiplier: REAL_THROTTLING.cpuSlowdown,
    requestLatencyMs: REAL_THROTTLING.rttMs,
    downloadThroughputKbps: REAL_THROTTLING.downKbps,
    uploadThroughputKbps: REAL_THROTTLING.upKbps,
  },
  onlyCategories: ['performance'],
};

/** One run of every interaction, each on a freshly loaded page that the app has taken over. */
async function runOnce(browser, origin) {
  const page = await browser.newPage();
  try {
    await page.setViewport({
      width: MOBILE_SCREEN.width,
      height: MOBILE_SCREEN.height,
      deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const flow = await startFlow(page, { flags: FLOW_FLAGS });
    const took = [];
    for (const interaction of INTERACTIONS) {
      await openPage(page, `${origin}${interaction.route}`, { waitUntil: 'load' });
      await page.waitForSelector(`html[${PAGE_READY}]`, { timeout: 30_000 });
      await flow.startTimespan({ name: interaction.name });
      await page.locator(interaction.selector).click();
      took.push(
        await page.waitForFunction(interaction.took, { timeout: 10_000 }).then(
          () => true,
          () => false,
        ),
      );
      // Let the next paint and the event timing entry land inside the timespan.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await flow.endTimespan();
    }
    const { steps } = await flow.createFlowResult();
    return steps.map((step, index) => ({
      inp: step.lhr.audits['interaction-to-next-paint']?.numericValue ?? null,
      took: took[index],
    }));
  } finally {
    await page.close();
  }
}

/** @returns {Promise<Record<string, { inp: number|null, took: string }>>} median INP of `runs` runs per interaction */
export async function measureFlow({ origin, runs, log, onLiveSite = (measure) => measure() }) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await onLiveSite(() => runOnce(browser, origin)));
    log(`flow: ${samples.map((sample) => sample.map(({ inp }) => inp ?? 'none').join('/')).join(', ')} ms`);
    return Object.fromEntries(
      INTERACTIONS.map(({ name }, index) => {
        const inp = median(samples.map((sample) => sample[index].inp));
        const tookCount = samples.filter((sample) => sample[index].took).length;
        return [name, { inp: inp === null ? null : Math.round(inp), took: `${tookCount}/${samples.length}` }];
      }),
    );
  } finally {
    await browser.close();
  }
}
