import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, remoteOrigin, test } from '../support/site-test';
import { routeDemoCallHosts } from '../support/demo-call-routes';
import { continueToCall } from '../support/demo-call-consent';
import { installFakeMicrophone } from '../support/fake-microphone';

/**
 * Every way a part of the site can fail, injected with page.route on the
 * production build, for every remote and the shell's own late parts. Each case
 * ends with the header and footer in place, a message a visitor understands,
 * and the part working again by Retry or by coming back online once the fault
 * is lifted. The last worker prints the whole matrix as a table.
 */

type RouteRemote = 'landing' | 'pricing' | 'articles' | 'legal';
type Remote = RouteRemote | 'demo_call';

/** Where each route remote shows, what the visitor calls it, and how a visitor reaches it from another page. */
const ROUTE_REMOTES: Record<RouteRemote, { path: string; section: string; page: string; from: string; go: (page: Page) => Promise<void> }> =
  {
    landing: {
      path: '/',
      section: 'The home page',
      page: 'LandingPage',
      from: '/privacy-policy',
      go: (page) => page.getByRole('banner').getByRole('link', { name: 'Callvera home' }).click(),
    },
    pricing: {
      path: '/pricing',
      section: 'Pricing',
      page: 'PricingPage',
      from: '/privacy-policy',
      go: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click(),
    },
    articles: {
      path: '/Human-vs-AI',
      section: 'The Human vs AI comparison',
      page: 'ComparisonPage',
      from: '/privacy-policy',
      go: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Human VS AI' }).click(),
    },
    legal: {
      path: '/privacy-policy',
      section: 'The Privacy Policy',
      page: 'LegalPage',
      from: '/pricing',
      go: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click(),
    },
  };

/** What a visitor must never read: the names of files and chunks, or the bundler's own words. */
const TECHNICAL_WORDS = /chunk|\.js\b|remoteEntry|mf-manifest|federation|RemoteLoadError|TypeError/i;

/** Longer than the shell waits for a remote (8 s). */
const SLOWER_THAN_THE_TIME_LIMIT_MS = 12_000;

/**
 * The time limit passes on the page's own clock: its timers fire as if the visitor had waited it out, while the remote
 * is still held, and the test need not wait it out too. Installed before the page loads, the clock runs as time does
 * until then.
 */
const waitOutTheTimeLimit = (page: Page) => page.clock.fastForward(SLOWER_THAN_THE_TIME_LIMIT_MS);

// ---------------------------------------------------------------------------------------------
// The matrix: every case records its result; the table is printed once the file has run.

const RESULTS_FILE = path.join(os.tmpdir(), `callvera-fault-matrix-${process.ppid}.json`);

function readResults(): Record<string, Record<string, string>> {
  return existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
}

let casesInFile = 0;

/** One cell of the matrix: a test named "<row> × <fault>", whose result goes into the table. */
function matrixCase(row: string, fault: string, body: (fixtures: { page: Page; baseURL: string | undefined }) => Promise<void>) {
  casesInFile += 1;
  test(`${row} × ${fault}`, async ({ page, baseURL }, testInfo) => {
    testInfo.annotations.push({ type: 'fault-matrix', description: JSON.stringify({ row, fault }) });
    await body({ page, baseURL });
  });
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from its first parameter
test.afterEach(async ({}, testInfo) => {
  const cell = testInfo.annotations.find((annotation) => annotation.type === 'fault-matrix');
  if (!cell?.description) return;
  const { row, fault } = JSON.parse(cell.description) as { row: string; fault: string };
  const results = readResults();
  (results[row] ??= {})[fault] = testInfo.status === testInfo.expectedStatus ? 'ok' : `FAILED (${testInfo.status})`;
  writeFileSync(RESULTS_FILE, JSON.stringify(results));
});

// A failed case restarts the worker, so the cases' results are gathered in a file; the table comes once all are in.
test.afterAll(() => {
  const results = readResults();
  if (Object.values(results).flatMap((cells) => Object.keys(cells)).length < casesInFile) return;
  const faults = [...new Set(Object.values(results).flatMap((cells) => Object.keys(cells)))];
  const rows = Object.keys(results);
  const width = (texts: string[]) => Math.max(...texts.map((text) => text.length));
  const firstWidth = width(['case', ...rows]);
  const widths = faults.map((fault) => width([fault, ...rows.map((row) => results[row]![fault] ?? '-')]));
  const line = (first: string, cells: string[]) =>
    `| ${first.padEnd(firstWidth)} | ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const table = [
    line('case', faults),
    `|${'-'.repeat(firstWidth + 2)}|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((row) =>
      line(
        row,
        faults.map((fault) => results[row]![fault] ?? '-'),
      ),
    ),
  ];
  console.log(`\nFault matrix (case × fault; "-" = not a case):\n${table.join('\n')}\n`);
});

// ---------------------------------------------------------------------------------------------
// Faults: each is injected with page.route and lifted by the returned function.

type Lift = () => Promise<void>;

async function injectFault(page: Page, matches: (url: URL) => boolean, act: (route: Route) => Promise<unknown>): Promise<Lift> {
  let active = true;
  await page.route(matches, (route) => (active ? act(route) : route.fallback()));
  return async () => {
    active = false;
  };
}

const fromOrigin = (remote: Remote) => (url: URL) => url.origin === remoteOrigin(remote);

const remoteDown = (page: Page, remote: Remote) => injectFault(page, fromOrigin(remote), (route) => route.abort('connectionrefused'));

const remoteSlow = (page: Page, remote: Remote) =>
  injectFault(page, fromOrigin(remote), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOWER_THAN_THE_TIME_LIMIT_MS));
    await route.fallback().catch(() => undefined); // the page may be gone by then
  });

/** The remote's hashed files answer 404, as when a release has moved on under an open page. */
const remoteChunksMissing = (page: Page, remote: Remote) =>
  injectFault(
    page,
    (url) => fromOrigin(remote)(url) && url.pathname.startsWith('/assets/'),
    (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );

/**
 * Serves the remote's real remote entry with one exposed module changed, while
 * `window.__faultMatrix[flag]` is true: a page that throws while rendering, an
 * engine that throws when created, or a contract for another shell. Lifting
 * the fault clears the flag in the page, since the code it already ran stays.
 */
async function remoteModuleTampered(page: Page, remote: Remote, module: string, flag: string, change: string): Promise<Lift> {
  const manifest = await (await page.request.get(`${remoteOrigin(remote)}/mf-manifest.json`)).json();
  const globalName: string = manifest.metaData.globalName;
  const patch = `
;(function () {
  var flags = (self.__faultMatrix = self.__faultMatrix || {});
  flags[${JSON.stringify(flag)}] = true;
  // The container's own get is a read-only getter: the page is handed a container that wraps it.
  var container = self[${JSON.stringify(globalName)}];
  self[${JSON.stringify(globalName)}] = {
    init: function () { return container.init.apply(container, arguments); },
    get: function (module) {
      var name = String(module).replace(/^\\.\\//, '');
      return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
        if (name !== ${JSON.stringify(module)}) return factory;
        return function () {
          var exports = factory.apply(this, arguments);
          var changed = (${change})(exports, function () { return flags[${JSON.stringify(flag)}]; });
          return Object.assign({}, exports, changed);
        };
      });
    },
  };
})();`;
  const lift = await injectFault(
    page,
    (url) => url.href === `${remoteOrigin(remote)}/remoteEntry.js`,
    async (route) => {
      const response = await route.fetch();
      // Not stored: with the real file's ETag the browser would get the tampered copy back, once lifted, on a 304.
      const { etag: _etag, 'last-modified': _modified, ...headers } = response.headers();
      await route.fulfill({ response, headers: { ...headers, 'cache-control': 'no-store' }, body: `${await response.text()}${patch}` });
    },
  );
  return async () => {
    await lift();
    await page.evaluate((name) => {
      const flags = (window as unknown as { __faultMatrix?: Record<string, boolean> }).__faultMatrix;
      if (flags) flags[name] = false;
    }, flag);
  };
}

/** The page component throws while rendering (not while loading). */
const PAGE_THROWS = `function (exports, active) {
  var Page = exports.default;
  return { default: function FaultyPage(props) { if (active()) throw new Error('The page broke while rendering'); return Page(props); } };
}`;

/** The engine factory throws when the shell asks it for an engine. */
const ENGINE_THROWS = `function (exports, active) {
  var create = exports.createDemoCallEngine;
  return { createDemoCallEngine: function () { if (active()) throw new Error('The engine broke'); return create.apply(this, arguments); } };
}`;

/** The remote says it implements a shell contract this shell does not know. */
const OTHER_CONTRACT = `function (exports, active) {
  return active() ? { contractVersion: '0.0.0-another-shell' } : {};
}`;

// ---------------------------------------------------------------------------------------------
// What every case checks.

async function expectChromeInPlace(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectReadable(locator: Locator) {
  await expect(locator).toBeVisible();
  await expectNoTechnicalWords(locator);
}

async function expectNoTechnicalWords(locator: Locator) {
  await expect(locator).not.toHaveText(TECHNICAL_WORDS);
}

const unavailableHeading = (page: Page, remote: RouteRemote) =>
  page.getByRole('heading', { name: `${ROUTE_REMOTES[remote].section} is temporarily unavailable` });

/** The route remote's fallback is up, and after `lift` Retry brings its page back. */
async function expectRouteFallbackThenRetry(page: Page, remote: RouteRemote, lift: Lift, recover: 'retry' | 'online' = 'retry') {
  const heading = unavailableHeading(page, remote);
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expectChromeInPlace(page);
  await expectReadable(page.getByRole('main'));
  await lift();
  if (recover === 'retry') await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(heading).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
  await expectChromeInPlace(page);
}

// ---------------------------------------------------------------------------------------------
// Demo calls: the page that uses the demo_call remote is the home page's Listen.

const LISTEN = { name: 'Listen to Lead Qualification agent' };
const callBar = (page: Page) => page.getByRole('region', { name: 'Demo call with Ava' });
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Opens the home page with calls answered offline. The demo_call remote is
 * fetched only on intent (hover, a card in view, a press), never by the page's
 * load: its faults are injected before, so no early warm-up slips past them.
 */
async function openHomeForCalls(page: Page) {
  await installFakeMicrophone(page);
  await routeDemoCallHosts(page, 'room', 'fake');
  await page.goto('/');
  await expect(page.getByRole('button', LISTEN)).toBeVisible();
}

/** Presses Listen and agrees when asked (the first press of a visitor asks). */
async function pressListen(page: Page) {
  await page.getByRole('button', LISTEN).click();
  const consent = page.getByRole('group', { name: 'Before the call with the Lead Qualification agent' });
  const stop = page.getByRole('button', { name: 'Stop call with Lead Qualification agent' });
  await expect(consent.or(stop).or(page.getByRole('button', LISTEN))).toBeVisible();
  if (await consent.isVisible()) await continueToCall(page, 'Lead Qualification');
}

/**
 * The failed press left the card idle with a clear toast; after `lift` the next press calls for real. `whilePressed`:
 * what passes while the press waits (the time limit, for a slow remote).
 */
async function expectCallFailsThenWorks(page: Page, lift: Lift, whilePressed?: (page: Page) => Promise<void>) {
  await pressListen(page);
  await whilePressed?.(page);
  const toast = notifications(page).getByText('Live demo unavailable');
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expectNoTechnicalWords(notifications(page));
  await expect(page.getByRole('button', LISTEN)).toBeVisible();
  await expect(callBar(page)).toHaveCount(0);
  await expectChromeInPlace(page);

  await lift();
  await pressListen(page);
  await expect(callBar(page)).toContainText('Live', { timeout: 20_000 });
  await callBar(page).getByRole('button', { name: 'End call' }).click();
  await expect(page.getByRole('button', LISTEN)).toBeVisible();
}

// ---------------------------------------------------------------------------------------------

test.describe('fault matrix', () => {
  // Slow remotes wait out the time limit, and whole calls run: more than one page's checks.
  test.describe.configure({ timeout: 90_000 });

  /**
   * Each fault of a route's remote, and when it strikes: before the page loads (the visitor
   * opens the route straight away) or after (the visitor follows a link inside the site).
   */
  const routeFaults: Record<
    string,
    {
      strikes: 'before load' | 'after load';
      inject: (page: Page, remote: RouteRemote) => Promise<Lift>;
      whileWaiting?: (page: Page, remote: RouteRemote) => Promise<void>;
    }
  > = {
    down: { strikes: 'before load', inject: remoteDown },
    slow: {
      strikes: 'after load',
      inject: remoteSlow,
      whileWaiting: async (page, remote) => {
        await expect(page.getByRole('status').filter({ hasText: `Loading ${ROUTE_REMOTES[remote].section}` })).toBeAttached();
        await waitOutTheTimeLimit(page);
      },
    },
    throwing: {
      strikes: 'before load',
      inject: (page, remote) => remoteModuleTampered(page, remote, ROUTE_REMOTES[remote].page, 'pageThrows', PAGE_THROWS),
    },
    'wrong contract': {
      strikes: 'before load',
      inject: (page, remote) => remoteModuleTampered(page, remote, 'contract', 'otherContract', OTHER_CONTRACT),
    },
    'chunk missing after load': { strikes: 'after load', inject: remoteChunksMissing },
  };
  for (const remote of Object.keys(ROUTE_REMOTES) as RouteRemote[]) {
    const { path, from, go } = ROUTE_REMOTES[remote];
    for (const [fault, { strikes, inject, whileWaiting }] of Object.entries(routeFaults)) {
      matrixCase(remote, fault, async ({ page }) => {
        let lift: Lift;
        if (strikes === 'before load') {
          lift = await inject(page, remote);
          await page.goto(path);
        } else {
          await page.clock.install();
          await page.goto(from);
          lift = await inject(page, remote);
          await go(page);
          await whileWaiting?.(page, remote);
        }
        await expectRouteFallbackThenRetry(page, remote, lift);
      });
    }
  }

  // The demo-call remote has no route: its faults show when a visitor presses Listen on the home page.
  const demoCallFaults: Record<string, (page: Page) => Promise<Lift>> = {
    down: (page) => remoteDown(page, 'demo_call'),
    slow: (page) => remoteSlow(page, 'demo_call'),
    throwing: (page) => remoteModuleTampered(page, 'demo_call', 'DemoCallEngine', 'engineThrows', ENGINE_THROWS),
    'wrong contract': (page) => remoteModuleTampered(page, 'demo_call', 'contract', 'otherContract', OTHER_CONTRACT),
    'chunk missing after load': (page) => remoteChunksMissing(page, 'demo_call'),
  };
  for (const [fault, inject] of Object.entries(demoCallFaults)) {
    matrixCase('demo_call', fault, async ({ page }) => {
      const slow = fault === 'slow';
      if (slow) await page.clock.install();
      const lift = await inject(page);
      await openHomeForCalls(page);
      await expectCallFailsThenWorks(page, lift, slow ? waitOutTheTimeLimit : undefined);
    });
  }

  matrixCase('landing: video dialog', 'chunk missing after load', async ({ page }) => {
    await page.goto('/');
    const lift = await remoteChunksMissing(page, 'landing');
    await page.getByRole('link', { name: 'See A Demo' }).click();
    const fallback = page.getByRole('main').getByRole('status').filter({ hasText: "The video player didn't load" });
    await expectReadable(fallback);
    await expect(fallback.getByRole('link', { name: 'Watch the demo video' })).toHaveAttribute('href', /./);
    await expect(page.getByRole('button', LISTEN)).toBeEnabled(); // the rest of the page still works
    await expectChromeInPlace(page);
    await lift();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: 'Callvera product tour' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  matrixCase('landing: consent prompt', 'chunk missing after load', async ({ page }) => {
    await openHomeForCalls(page);
    const lift = await remoteChunksMissing(page, 'landing');
    await page.getByRole('button', LISTEN).click();
    const card = page.getByRole('article', { name: 'Lead Qualification' });
    const fallback = card.getByRole('status').filter({ hasText: "The call can't start" });
    await expectReadable(fallback);
    await expect(page.getByRole('button', { name: 'Listen to Customer Support agent' })).toBeEnabled();
    await expectChromeInPlace(page);
    await lift();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await continueToCall(page, 'Lead Qualification');
    await expect(callBar(page)).toContainText('Live', { timeout: 20_000 });
    await callBar(page).getByRole('button', { name: 'End call' }).click();
  });

  matrixCase('call bar', 'chunk missing after load', async ({ page, baseURL }) => {
    await openHomeForCalls(page);
    const lift = await injectFault(
      page,
      (url) => url.origin === baseURL && url.pathname.startsWith('/assets/'),
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await pressListen(page);
    // The call runs without its bar's code: a plain bar says so and can still end it.
    const plainBar = page.getByRole('region', { name: 'Demo call', exact: true });
    await expectReadable(plainBar.getByRole('status'));
    await expect(page.getByRole('button', { name: 'Stop call with Lead Qualification agent' })).toBeVisible();
    await expectChromeInPlace(page);
    await lift();
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(callBar(page)).toContainText('Live', { timeout: 20_000 });
    await expect(plainBar).toHaveCount(0);
    await callBar(page).getByRole('button', { name: 'End call' }).click();
    await expect(page.getByRole('button', LISTEN)).toBeVisible();
  });

  matrixCase('toast area', 'chunk missing after load', async ({ page, baseURL }) => {
    await openHomeForCalls(page);
    // The toast's trigger: a demo call that cannot load (kept down throughout).
    await remoteDown(page, 'demo_call');
    const lift = await injectFault(
      page,
      (url) => url.origin === baseURL && url.pathname.startsWith('/assets/'),
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await pressListen(page);
    // The toast code could not arrive: the message still shows, plainly.
    await expect(notifications(page).getByText('Live demo unavailable')).toBeVisible({ timeout: 15_000 });
    await expectNoTechnicalWords(notifications(page));
    await expectChromeInPlace(page);

    await lift();
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    // Radix's viewport marks each toast it shows with data-state; the plain fallback does not.
    await pressListen(page);
    await expect(notifications(page).locator('li[data-state="open"]').filter({ hasText: 'Live demo unavailable' })).toBeVisible();
  });

  matrixCase('site-config.json', 'never answers', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const lift = await injectFault(
      page,
      (url) => url.pathname === '/site-config.json',
      () => new Promise(() => undefined),
    );
    const started = Date.now();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The page carries on with the config written into it, once the time limit has passed, and says why in the console.
    await expect
      .poll(() => warnings.join('\n'), { timeout: 15_000 })
      .toContain('/site-config.json could not be fetched (no answer within 10 s)');
    expect(Date.now() - started).toBeLessThan(20_000);
    await expectChromeInPlace(page);
    await expect(page.getByRole('heading', { name: /temporarily unavailable|Unexpected Application Error/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'See A Demo' }).click();
    await expect(page.getByRole('dialog', { name: 'Callvera product tour' })).toBeVisible();

    await lift();
    warnings.length = 0;
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(warnings.filter((text) => text.includes('site-config.json'))).toEqual([]);
  });

  matrixCase('remotes.json', 'never answers', async ({ page }) => {
    const lift = await injectFault(
      page,
      (url) => url.pathname === '/remotes.json',
      () => new Promise(() => undefined),
    );
    // The page preloads remotes.json: its load event never comes either.
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    const message = page.getByText('/remotes.json could not be fetched (no answer within 10 s)');
    await expect(message).toBeVisible({ timeout: 20_000 });
    await expectReadable(page.getByRole('main'));
    await expectChromeInPlace(page);

    await lift();
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /temporarily unavailable|Unexpected Application Error/ })).toHaveCount(0);
  });

  matrixCase('network', 'drops mid-page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.context().setOffline(true);
    await ROUTE_REMOTES.pricing.go(page);
    await expectRouteFallbackThenRetry(page, 'pricing', () => page.context().setOffline(false), 'online');
  });
});
