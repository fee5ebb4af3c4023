// How many field events arrive when visitors leave, measured through the production nginx config in Debian's
// Chromium on an emulated phone (the bench's throttling): the stream sends what waits as a page is hidden or
// left, and keepalive requests must outlive the page. Prints, per way of leaving, the page loads whose events
// reached nginx's log. Usage: below.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SITE_ORIGIN } from '@callvera/local-servers/start-site-servers';
import { startNginxSite } from './nginx-site.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, REAL_THROTTLING, openPage, openThrottledPhone } from './bench/chromium.mjs';
import { formatTable } from '@callvera/read-outs/report-table';
import { linesFromNow } from '@callvera/deploy-config/field-event-log-files';
import { deploySplit } from '@callvera/release/page-splits';
import { SITE_APPS, SITE_TARGET } from '@callvera/checkout/site-apps';
import { variantManifest } from '@callvera/shared/registry/origins';
import { answerHelp } from '@callvera/checkout/command-usage';
import { PAGE_READY } from '@callvera/shared/page-marks';

answerHelp(`usage: node scripts/measure-event-delivery.mjs [--runs 10] [--only <part of a way's name>]
  (npm run build first; SITE_PORT_BASE moves the ports)`);

/** Where scripts/render-nginx-config.mjs has nginx write its logs for a checkout. */
const LOG_DIR = fileURLToPath(new URL('../.cache/nginx/logs', import.meta.url));
const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};
const RUNS = Number(option('runs') ?? 10);
const ONLY = option('only');
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`measure-event-delivery: --runs ${option('runs')} is not a number of runs`);
  process.exit(2);
}
/** Long enough for a keepalive request sent as the page went to reach nginx on the throttled link. */
const ARRIVAL_WAIT_MS = 4000;

/** The events nginx logs from now on. */
const eventsFromNow = () => {
  const lines = linesFromNow(LOG_DIR);
  return () => lines().map((line) => JSON.parse(line));
};

/** The stream's code has arrived and run (its chunk is fetched only once the page has settled, or a link out of the site is pressed). */
async function streamStarted(page) {
  await page.waitForResponse((response) => response.url().includes('/assets/field-stream.'), { timeout: 60_000 });
  await page.waitForTimeout(500);
}

/**
 * The dashboard as a visitor's phone meets it: another origin, so DNS, TCP, TLS and the request take four round
 * trips of the emulated link before its page replaces this one (the machine has no network to reach the real one).
 */
const DASHBOARD_ANSWERS_AFTER_MS = 4 * REAL_THROTTLING.rttMs;
async function pressGetStarted(page) {
  await page.route('https://app.callvera.ai/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DASHBOARD_ANSWERS_AFTER_MS));
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign up</title><p>Sign up</p>' }).catch(() => undefined);
  });
  await page.getByRole('list', { name: 'Monthly plans' }).getByRole('link', { name: 'Get Started with Pro' }).click();
}

const WAYS_OF_LEAVING = {
  'Get Started pressed, the page left for the dashboard': {
    expects: (events) => events.some((event) => event.name === 'conversion' && event.action === 'get-started'),
    async visit(page) {
      await openPage(page, `${SITE_ORIGIN}/pricing`);
      await streamStarted(page);
      await pressGetStarted(page);
    },
  },
  'Get Started pressed at take-over, the page left': {
    expects: (events) => events.some((event) => event.name === 'conversion' && event.action === 'get-started'),
    async visit(page) {
      await openPage(page, `${SITE_ORIGIN}/pricing`);
      await page.locator(`html[${PAGE_READY}]`).waitFor({ state: 'attached' });
      await pressGetStarted(page);
    },
  },
  'tab closed after the stream loaded': {
    expects: (events) => ['LCP', 'CLS'].every((metric) => events.some((event) => event.name === 'vital' && event.metric === metric)),
    async visit(page) {
      await openPage(page, `${SITE_ORIGIN}/`);
      await streamStarted(page);
      await page.close({ runBeforeUnload: true });
    },
  },
  ...Object.fromEntries(
    [500, 1000].map((afterMs) => [
      `pricing's variant shown, tab closed ${afterMs / 1000} s later: its exposure`,
      {
        expects: (events) => events.some((event) => event.name === 'exposure' && event.variant === 'annual-first'),
        deployment: splitPricingToAnnualFirst,
        async visit(page) {
          await openPage(page, `${SITE_ORIGIN}/pricing`, { waitUntil: 'commit' });
          await page.getByRole('radio', { name: 'Annual (Save 11%)', checked: true }).waitFor();
          await page.waitForTimeout(afterMs);
          await page.close({ runBeforeUnload: true });
        },
      },
    ]),
  ),
  'tab closed 1 s after take-over, before the stream loaded': {
    expects: (events) => events.length > 0,
    async visit(page) {
      await openPage(page, `${SITE_ORIGIN}/`);
      await page.locator(`html[${PAGE_READY}]`).waitFor({ state: 'attached' });
      await page.waitForTimeout(1000);
      await page.close({ runBeforeUnload: true });
    },
  },
};

/** The growth team's experiment as deployed: every new visitor drawn annual-first. Returns how to put it back. */
function splitPricingToAnnualFirst() {
  const folder = fileURLToPath(new URL(`../${SITE_APPS[0].dir}/dist/`, import.meta.url));
  const control = SITE_APPS.find((app) => app.remote === 'pricing');
  return deploySplit(folder, 'pricing', [
    { name: 'control', entry: `${control.origin}/mf-manifest.json`, weight: 0 },
    { name: 'annual-first', entry: variantManifest('pricing', 'annual-first', SITE_TARGET), weight: 100 },
  ]);
}

if (ONLY && !Object.keys(WAYS_OF_LEAVING).some((way) => way.includes(ONLY))) {
  console.error(`measure-event-delivery: --only ${ONLY}: no way of leaving is named like it (${Object.keys(WAYS_OF_LEAVING).join('; ')})`);
  process.exit(2);
}
let servers = await startNginxSite();
/** Something else on a shared machine may end the servers: then they start again and the run is made anew. */
async function siteAnswers() {
  return fetch(`${SITE_ORIGIN}/remotes.json`).then(
    (response) => response.ok,
    () => false,
  );
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = {};
try {
  for (const [way, { expects, visit, deployment }] of Object.entries(WAYS_OF_LEAVING)) {
    if (ONLY && !way.includes(ONLY)) continue;
    const restore = deployment?.();
    let arrived = 0;
    try {
      for (let run = 0; run < RUNS; run += 1) {
        if (!(await siteAnswers())) {
          servers.stop();
          servers = await startNginxSite();
        }
        const events = eventsFromNow();
        const { context, page } = await openThrottledPhone(browser);
        try {
          await visit(page);
        } catch (error) {
          await context.close();
          if (await siteAnswers()) throw error;
          run -= 1;
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, ARRIVAL_WAIT_MS));
        await context.close();
        if (expects(events())) arrived += 1;
        process.stderr.write(`${way}: run ${run + 1}, ${arrived} arrived\n`);
      }
    } finally {
      restore?.();
    }
    results[way] = { 'page loads': `${RUNS}`, arrived: `${arrived}`, share: `${Math.round((arrived / RUNS) * 100)}%` };
  }
} finally {
  await browser.close();
  servers.stop();
}
console.log('\nField events arriving as pages are left (nginx log; emulated phone: 4× CPU, 150 ms RTT, 1.6 Mbit/s)');
console.log(formatTable(results, ['page loads', 'arrived', 'share'], { rowName: 'way of leaving', routeWidth: 64 }));
