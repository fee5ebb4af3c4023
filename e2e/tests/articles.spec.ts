import type { Page } from '@playwright/test';
import { test, expect } from '../support/site-test';
import { PUBLISHED_COMPARISON_ASPECTS } from '@callvera/mfe-articles/testing/published-comparison-aspects';
import { axeFindings } from '../support/axe-findings';

// Stated here rather than imported: the shared metadata module imports SVG artwork, which only a bundler can load.
const ARTICLES = [
  { path: '/7-Industries-Revolutionized', title: '7 Industries Revolutionized by AI Phone Agents' },
  { path: '/Revolutionizing-Customer-Support', title: 'Revolutionizing Customer Support with AI Voice Agents' },
  { path: '/Your-Guide-to-Adopting-AI-Driven', title: 'Your Guide to Adopting an AI-Driven Call Center' },
  { path: '/Top-10-Essential-Features', title: 'Top 10 Essential Features of AI-Based Telephony' },
] as const;

const WIDTHS = [375, 1280] as const;

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function scrollY(page: Page) {
  return page.evaluate(() => Math.round(window.scrollY));
}

for (const width of WIDTHS) {
  test.describe(`articles at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const article of ARTICLES) {
      test(`${article.path} renders its h1, reading time, hero and full body`, async ({ page, pageErrors }) => {
        await page.goto(article.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(new RegExp(`^${article.title}`));
        const body = page.getByRole('article', { name: article.title });
        await expect(body.getByText(/^\d+ min read$/)).toBeVisible();

        const hero = body.getByRole('img');
        await expect(hero).toHaveCount(1);
        await expect(hero).toBeVisible();
        expect((await hero.getAttribute('alt'))?.length).toBeGreaterThan(10);
        await expect(hero).toHaveAttribute('width', '1200');
        await expect(hero).toHaveAttribute('height', '630');
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // Drawn from the page itself (no request to the articles remote's host before the first screen is whole),
        // and the very picture the link previews name by its address.
        const shown = await hero.getAttribute('src');
        expect(shown).toMatch(/^data:image\/svg\+xml,/);
        const previewed = await page.locator('meta[property="og:image"]').getAttribute('content');
        const served = await page.request.get(previewed!);
        expect(decodeURIComponent(shown!.slice(shown!.indexOf(',') + 1))).toBe(await served.text());

        // The whole article is there, not a teaser: 900+ words, sections, lists, and its last paragraph.
        const words = await body.evaluate((node) => (node.textContent ?? '').split(/\s+/).filter((w) => /\w/.test(w)).length);
        expect(words).toBeGreaterThanOrEqual(900);
        expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
        expect(await body.getByRole('list').count()).toBeGreaterThanOrEqual(2);
        await body.locator('p').last().scrollIntoViewIfNeeded();
        await expect(body.locator('p').last()).toBeVisible();

        for (const other of ARTICLES.filter((candidate) => candidate.path !== article.path)) {
          await expect(page.getByRole('region', { name: 'Keep reading' }).getByRole('link', { name: other.title })).toHaveAttribute(
            'href',
            other.path,
          );
        }
        await expect(page.getByRole('link', { name: 'Listen to the demo agents' })).toHaveAttribute('href', '/#demo');
        await expect(page.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');

        await expectNoHorizontalOverflow(page);
        expect(await axeFindings(page)).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }

    test('/Human-vs-AI shows the 15-aspect table with the claims, readable without cut-offs', async ({ page, pageErrors }) => {
      await page.goto('/Human-vs-AI');
      await expect(page.getByRole('heading', { level: 1, name: 'Human vs AI Telecaller' })).toBeVisible();
      const table = page.getByRole('table', { name: /human telecaller versus ai telecaller/i });
      await expect(table).toBeVisible();

      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(PUBLISHED_COMPARISON_ASPECTS.length);
      await expect(table.getByRole('rowheader')).toHaveText([...PUBLISHED_COMPARISON_ASPECTS]);
      for (const header of await table.getByRole('rowheader').all()) await expect(header).toHaveAttribute('scope', 'row');
      for (const header of await table.getByRole('columnheader').all()) await expect(header).toHaveAttribute('scope', 'col');

      const row = (aspect: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: aspect }) });
      await expect(row('Cost per call')).toContainText('$0.10–$0.50');
      await expect(row('Cost per call')).toContainText('$3–$5');
      await expect(row('Language support')).toContainText('50+ languages');
      await expect(row('Error rate')).toContainText('Under 2%');

      // Nothing cut off: the table fits the viewport and no cell's text overflows its box.
      const box = await table.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      const overflowingCells = await table.evaluate((node) =>
        [...node.querySelectorAll('th, td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
      );
      expect(overflowingCells).toEqual([]);
      await expectNoHorizontalOverflow(page);
      expect(await axeFindings(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('arriving at an article lands at the top', () => {
  // Guarantees there is somewhere to scroll to, whatever the home page holds.
  async function scrolledHomePage(page: Page) {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '6000px';
      window.scrollTo(0, 2500);
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    expect(await scrollY(page)).toBeGreaterThan(2000);
  }

  async function expectSameDocument(page: Page) {
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }

  for (const article of ARTICLES) {
    test(`client-side from a scrolled home page to ${article.path}`, async ({ page }) => {
      await scrolledHomePage(page);
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, article.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect.poll(() => scrollY(page)).toBe(0);
      await expectSameDocument(page);
    });
  }

  test('through the header link from a scrolled home page to /Human-vs-AI', async ({ page }) => {
    await scrolledHomePage(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Human VS AI' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Human vs AI Telecaller' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectSameDocument(page);
  });

  test('from the bottom of one article to another through a Keep reading card', async ({ page }) => {
    await page.goto('/Top-10-Essential-Features');
    const next = page.getByRole('region', { name: 'Keep reading' }).getByRole('link', { name: ARTICLES[0]!.title });
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await next.click();
    await expect(page).toHaveURL(/\/7-Industries-Revolutionized$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[0]!.title);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectSameDocument(page);
  });

  test('through a full page load, also when reloading a scrolled article', async ({ page }) => {
    await scrolledHomePage(page);
    await page.goto('/Revolutionizing-Customer-Support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 3000));
    expect(await scrollY(page)).toBeGreaterThan(2000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
