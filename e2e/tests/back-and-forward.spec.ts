import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, PAGE_KIND_PATHS, remoteOrigin, SITE_PATHS } from '../support/site-test';
import { appHasTakenOver, slowScripts } from '../support/slow-page';

/**
 * Back and Forward return to the exact place the visitor left, as a browser does on
 * plain pages, and the page never shows another place on the way there. A new page
 * still opens at its top.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Presses a control where it shows, as a finger would: no scrolling it into view first. */
async function pressWhereItShows(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** A place well down the page (below the blocks that load as they near the screen), at this width. */
async function deepPlace(page: Page) {
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  return Math.round(room * 0.7);
}

/**
 * How long the page must stay still, with nothing on its way over the network, to count as settled: many
 * frames, in which a block, image or font that has just arrived has shown.
 */
const SETTLED_FOR_MS = 500;

/** The page's requests still on their way, and when the last one started or ended. */
function watchNetwork(page: Page) {
  const onTheirWay = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    onTheirWay.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    onTheirWay.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quietFor: () => (onTheirWay.size > 0 ? 0 : Date.now() - lastActivity),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Every scroll position shown, frame by frame, while the visitor acts and the page settles: until late
 * blocks, images and fonts, which would move the page, have all arrived and the page has stayed still since.
 */
async function positionsWhile(page: Page, act: () => Promise<unknown>) {
  await page.evaluate(() => {
    const seen: number[] = [];
    const watched = window as unknown as { seenPositions: number[]; stillSince: number };
    watched.seenPositions = seen;
    watched.stillSince = performance.now();
    let last = '';
    const watch = () => {
      const y = Math.round(window.scrollY);
      seen.push(y);
      const now = `${y} ${document.documentElement.scrollHeight}`;
      if (now !== last) watched.stillSince = performance.now();
      last = now;
      requestAnimationFrame(watch);
    };
    watch();
  });
  const network = watchNetwork(page);
  try {
    await act();
    // Watched from here at least: what the act set going may not have shown yet.
    await page.evaluate(() => {
      const watched = window as unknown as { stillSince: number };
      watched.stillSince = Math.max(watched.stillSince, performance.now());
    });
    await expect
      .poll(
        async () => {
          const quietFor = network.quietFor();
          const { stillFor, fontsLoaded } = await page.evaluate(() => ({
            stillFor: performance.now() - (window as unknown as { stillSince: number }).stillSince,
            fontsLoaded: document.fonts.status === 'loaded',
          }));
          return fontsLoaded && Math.min(quietFor, stillFor) >= SETTLED_FOR_MS;
        },
        { message: 'the page settles', intervals: [100] },
      )
      .toBe(true);
  } finally {
    network.stop();
  }
  const seen = await page.evaluate(() => (window as unknown as { seenPositions: number[] }).seenPositions);
  return [...new Set(seen)];
}

/**
 * The visitor's screens: a phone, a tablet (the header shows its short list of links), a desk. On the phone, where
 * pages are longest and most of their blocks load late, every route; on the others, one route of each kind of page,
 * whose layout the other routes of its kind share.
 */
const SCREENS = [
  { width: 375, height: 800, paths: SITE_PATHS },
  { width: 768, height: 1024, paths: PAGE_KIND_PATHS },
  { width: 1280, height: 800, paths: PAGE_KIND_PATHS },
] as const;

/** A header link to another page, as the header shows it at this width (the home link where no other shows). */
async function headerLinkAway(page: Page, path: string) {
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const [name, to] of [
    ['Pricing', /\/pricing$/],
    ['Human VS AI', /\/Human-vs-AI$/],
  ] as const) {
    const link = main.getByRole('link', { name });
    if (!to.test(path) && (await link.isVisible())) return { link, to };
  }
  return { link: page.getByRole('link', { name: 'Callvera home' }), to: /\/$/ };
}

async function leaveAndComeBack(page: Page, path: string) {
  const { link, to } = await headerLinkAway(page, path);
  const left = await deepPlace(page);
  await scrollTo(page, left);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const headingLeft = await heading.textContent();
  await pressWhereItShows(page, link);
  await expect(page).toHaveURL(to);
  // The address changes with the press; the page left stays on screen until the next one is ready to show.
  await expect(heading).not.toHaveText(headingLeft!);
  expect(await scrollY(page), 'a new page opens at its top').toBe(0);

  const leftNext = Math.min(600, await deepPlace(page));
  await scrollTo(page, leftNext);
  const onBack = await positionsWhile(page, () => page.goBack());
  expect(onBack, 'Back: the place left, with no other on the way').toEqual([leftNext, left].filter((y, i, all) => all.indexOf(y) === i));

  const onForward = await positionsWhile(page, () => page.goForward());
  expect(onForward, 'Forward: the place left, with no other on the way').toEqual(
    [left, leftNext].filter((y, i, all) => all.indexOf(y) === i),
  );
}

for (const { paths, ...screen } of SCREENS) {
  for (const path of paths) {
    test(`${screen.width} px: Back to ${path} returns to where the visitor was, and Forward too`, async ({ page, pageErrors }) => {
      await page.setViewportSize(screen);
      await page.goto(path);
      await leaveAndComeBack(page, path);
      expect(pageErrors).toEqual([]);
    });
  }

  test(`${screen.width} px: reaching the header's links with Tab never moves the page`, async ({ page, pageErrors }) => {
    await page.setViewportSize(screen);
    await page.goto('/');
    const place = await deepPlace(page);
    await scrollTo(page, place);
    const links = page.getByRole('banner').getByRole('link');
    for (const link of await links.all()) {
      if (!(await link.isVisible())) continue;
      await link.focus();
      expect(await scrollY(page), `focusing ${await link.textContent()}`).toBe(place);
    }
    expect(pageErrors).toEqual([]);
  });
}

test('Back after pressing Pricing in the header from Key Features lands where the visitor was (1280 × 800)', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const keyFeatures = page.getByRole('heading', { name: /Key Features/i });
  await keyFeatures.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, Math.round(window.scrollY + 200)));
  const left = await scrollY(page);
  // Playwright scrolls a control into view before pressing it, as the browser does for a control reached with Tab.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - left), { message: 'within 50 px of the place left' })
    .toBeLessThanOrEqual(50);
  expect(pageErrors).toEqual([]);
});

/** The dashboard, another site, answered here with a page of its own. */
const dashboardUrl = () =>
  JSON.parse(readFileSync(path.join(__dirname, '../../shell/dist/site-config.json'), 'utf8')).dashboardUrl as string;

async function standInDashboard(page: Page) {
  await page.route(`${dashboardUrl()}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><h1>Dashboard</h1>' }),
  );
}

/** A visitor well down the home page at this screen size, with the dashboard answered here. Returns the place. */
async function wellDownTheHomePage(page: Page, screen: { width: number; height: number }) {
  await standInDashboard(page);
  await page.setViewportSize(screen);
  await page.goto('/');
  const home = await deepPlace(page);
  await scrollTo(page, home);
  return home;
}

/**
 * A visitor well down the home page goes to pricing inside the site, and on to the dashboard (another site).
 * Returns the place they left on the home page.
 */
async function leaveTheHomePageForTheDashboard(page: Page) {
  const home = await wellDownTheHomePage(page, { width: 1280, height: 900 });
  await pressWhereItShows(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }));
  await pressWhereItShows(page, page.getByRole('main').getByRole('link', { name: 'Get Started with Starter' }));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return home;
}

test('a reload, and a return from another site, find the place too', async ({ page, pageErrors }) => {
  const home = await wellDownTheHomePage(page, { width: 1280, height: 900 });
  await page.reload();
  await expect.poll(() => scrollY(page), { message: 'after a reload' }).toBe(home);

  await pressWhereItShows(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }));
  const pricing = page.getByRole('main');
  await expect(pricing.getByRole('heading', { level: 1 })).toBeVisible();
  const getStarted = pricing.getByRole('link', { name: 'Get Started with Starter' });
  await getStarted.scrollIntoViewIfNeeded();
  const plans = await scrollY(page);
  await pressWhereItShows(page, getStarted);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => scrollY(page), { message: 'Back from the dashboard' }).toBe(plans);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page), { message: 'then Back to the home page' }).toBe(home);
  expect(pageErrors).toEqual([]);
});

test('Back twice on return from another site, the second before the page has taken over, still reaches the place left', async ({
  page,
  pageErrors,
}) => {
  const home = await leaveTheHomePageForTheDashboard(page);
  const main = page.getByRole('main');

  // Back to pricing on a slow phone: its served page shows, and the visitor goes Back again before its code arrives.
  const letCodeArrive = await slowScripts(page, { hold: true });
  await page.goBack({ waitUntil: 'commit' });
  await expect(main.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  letCodeArrive();
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('Upgrade your plan', { timeout: 15_000 });
  await expect.poll(() => scrollY(page), { message: 'the home page, at the place left', timeout: 15_000 }).toBe(home);
  expect(pageErrors).toEqual([]);
});

/**
 * Back from the page this document was served as (taken over, none of the home page's code fetched) to the home
 * page, whose files each take longer than the page may stay still before Back gives up, as on a slow phone.
 */
async function backToASlowHomePage(page: Page) {
  await page.goBack();
  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await page.route(`${remoteOrigin('landing')}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
}

test('Back to the home page from a page opened anew reaches the place left, however slowly the home page arrives', async ({
  page,
  pageErrors,
}) => {
  const home = await leaveTheHomePageForTheDashboard(page);
  await backToASlowHomePage(page);
  await expect.poll(() => scrollY(page), { message: 'the home page, at the place left', timeout: 30_000 }).toBe(home);
  expect(pageErrors).toEqual([]);
});

test('375 px, 4× slower processor: Back to a slow home page from an article opened anew reaches the place left', async ({
  page,
  pageErrors,
}) => {
  const home = await wellDownTheHomePage(page, { width: 375, height: 800 });
  // The phone's header shows no Pricing: the visitor reads an article, then types the dashboard's address.
  await pressWhereItShows(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Human VS AI' }));
  await expect(page).toHaveURL(/\/Human-vs-AI$/);
  await page.goto(dashboardUrl());
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await backToASlowHomePage(page);
  await expect.poll(() => scrollY(page), { message: 'the home page, at the place left', timeout: 45_000 }).toBe(home);
  expect(pageErrors).toEqual([]);
});
