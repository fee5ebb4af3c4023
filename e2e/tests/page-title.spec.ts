import type { Page } from '@playwright/test';
import { expect, SITE_PATHS, test } from '../support/site-test';
import { appHasTakenOver } from '../support/slow-page';

/**
 * A page's title names it from the first paint on, through the take-over and after: a tab, a bookmark
 * or a history entry made at any moment has the page's name, and a screen reader hears no change.
 * Runs under either server of the suite (`serve`, as `npm start` serves the site, and nginx).
 */

test.use({ waitForApp: false });

interface TitleSample {
  at: number;
  title: string;
}

/** Samples document.title on every frame and every 50 ms from the first frame that paints the page's content. */
async function sampleTitleFromFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const samples: TitleSample[] = [];
    (window as unknown as { titleSamples: TitleSample[] }).titleSamples = samples;
    const sample = () => {
      // The served page's content is in <body>, after <head> and its <title>: once it is there, the page can paint.
      if (document.querySelector('main')) samples.push({ at: Math.round(performance.now()), title: document.title });
    };
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    setInterval(sample, 50);
  });
}

const readSamples = (page: Page) => page.evaluate(() => (window as unknown as { titleSamples: TitleSample[] }).titleSamples);

for (const path of SITE_PATHS) {
  test(`${path}: the title never blanks from first paint through the take-over`, async ({ page, pageErrors }) => {
    // A slow phone's CPU makes the take-over long: a moment without a title is then always caught.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await sampleTitleFromFirstPaint(page);
    const response = await page.goto(path);
    const served = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').title, await response!.text());
    expect(served, 'the served page has a title').toMatch(/\| Callvera$/);

    await appHasTakenOver(page).waitFor({ state: 'attached' });
    // React's own head tags come with the route's remote, which may land after the page is marked taken over.
    await expect(page).toHaveTitle(served!);
    await page.waitForTimeout(500);

    const samples = await readSamples(page);
    expect(samples.length, 'samples were taken').toBeGreaterThan(10);
    const otherTitles = samples.filter((sample) => sample.title !== served);
    expect(otherTitles, `every sample reads "${served}"`).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('moving to another page inside the site never blanks the title', async ({ page, pageErrors }) => {
  await page.goto('/');
  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const samples: TitleSample[] = [];
    (window as unknown as { titleSamples: TitleSample[] }).titleSamples = samples;
    const sample = () => samples.push({ at: Math.round(performance.now()), title: document.title });
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    setInterval(sample, 20);
  });
  // Pricing's code has not been fetched on this page yet: the new page waits for it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle('Pricing | Callvera');
  const titles = [...new Set((await readSamples(page)).map((sample) => sample.title))];
  expect(
    titles.filter((title) => !title.endsWith('| Callvera')),
    'every title names a page of the site',
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});
