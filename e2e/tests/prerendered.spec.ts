import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, SITE_PATHS, test } from '../support/site-test';
import { appHasTakenOver } from '../support/slow-page';
import { servedJsonLd } from '../support/structured-data';

// What a search engine (or curl) gets: the HTML as served, before any JavaScript runs.

/** The site's mark, the pages' icon. */
const MARK = readFileSync(path.join(__dirname, '../../shell/public/favicon.svg'), 'utf8');

/** Reads one tag's attribute out of raw HTML. */
function attribute(html: string, tagPattern: RegExp, name: string): string | undefined {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
}

test.describe('prerendered HTML', () => {
  for (const path of SITE_PATHS) {
    test(`${path} is served with its own metadata and full content`, async ({ request, browser }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      const title = html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1];
      expect(title).toMatch(/\| Callvera$/);
      expect(attribute(html, /<meta[^>]+name="description"[^>]*>/, 'content')?.length).toBeGreaterThan(50);
      expect(attribute(html, /<link[^>]+rel="canonical"[^>]*>/, 'href')).toBe(new URL(path, 'https://callvera.ai').href);
      // The icon comes in the page: a file of its own would be one more request while the page loads.
      const icon = attribute(html, /<link[^>]+rel="icon"[^>]*>/, 'href') ?? '';
      expect(icon).toMatch(/^data:image\/svg\+xml,/);
      expect(await (await fetch(icon)).text()).toBe(MARK);
      // The first paint waits for every stylesheet the page links, each a request of its own on a phone's link: the
      // shell's, and one for the page its remote renders, its blocks' styles in it whether their code is there yet or not.
      expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g), 'the stylesheets linked').toHaveLength(2);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        expect(html, property).toMatch(new RegExp(`<meta[^>]+property="${property}"`));
      }
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
        expect(html, name).toMatch(new RegExp(`<meta[^>]+name="${name}"`));
      }
      // The preview's picture says what it shows, for those who cannot see it.
      expect(attribute(html, /<meta[^>]+property="og:image:alt"[^>]*>/, 'content')?.length, 'og:image:alt').toBeGreaterThan(20);
      expect(attribute(html, /<meta[^>]+name="twitter:image:alt"[^>]*>/, 'content')?.length, 'twitter:image:alt').toBeGreaterThan(20);
      const jsonLd = servedJsonLd(html);
      expect(jsonLd.map((entry) => entry['@type'])).toContain('Organization');
      if (path === '/pricing') expect(jsonLd.some((entry) => entry['@type'] === 'Product')).toBe(true);
      if (path.match(/^\/(7-|Revolutionizing|Your-Guide|Top-10)/)) {
        expect(jsonLd.some((entry) => entry['@type'] === 'Article')).toBe(true);
      }

      // The same words a visitor reads once the app runs are already in the served HTML.
      // Reduced motion in both, so the rotating headline holds still and the two can be compared.
      const noScript = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
      const staticPage = await noScript.newPage();
      await staticPage.goto(path);
      const staticH1 = await staticPage.getByRole('main').getByRole('heading', { level: 1 }).textContent();
      const staticText = await staticPage.getByRole('main').innerText();
      await noScript.close();
      const livePage = await browser.newPage({ reducedMotion: 'reduce' });
      await livePage.goto(path);
      // Read once the app runs, as the fixture's pages are: while it takes over, the served page's controls show in turns.
      await appHasTakenOver(livePage).waitFor({ state: 'attached' });
      await expect(livePage.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(staticH1 ?? '');
      const liveText = await livePage.getByRole('main').innerText();
      await livePage.close();
      expect(staticText.length).toBeGreaterThan(200);
      expect(staticText.replace(/\s+/g, ' ')).toBe(liveText.replace(/\s+/g, ' '));
    });
  }

  test('the app takes over a prerendered page without moving it (CLS ≤ 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/pricing', '/Top-10-Essential-Features', '/terms-of-service']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, path).toBeLessThanOrEqual(0.02);
    }
  });

  test("the stylesheets a page waits for come from the page's own host, each asked for once, before and after the take-over", async ({
    page,
    baseURL,
  }) => {
    for (const path of ['/', '/pricing', '/Top-10-Essential-Features', '/privacy-policy']) {
      const asked: string[] = [];
      const listen = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'stylesheet') asked.push(request.url());
      };
      page.on('request', listen);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(appHasTakenOver(page)).toBeAttached();
      page.off('request', listen);
      // On the deployment each remote has a host of its own: one more name lookup and handshake before the first paint.
      expect(
        asked.filter((url) => !url.startsWith(`${new URL(baseURL!).origin}/`)),
        path,
      ).toEqual([]);
      expect(
        asked.filter((url, index) => asked.indexOf(url) !== index),
        path,
      ).toEqual([]);
      expect(asked.length, path).toBeGreaterThan(1);
    }
  });

  test('sitemap.xml lists every route and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of SITE_PATHS) expect(sitemap).toContain(`<loc>${new URL(path, 'https://callvera.ai').href}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://callvera.ai/sitemap.xml');
  });

  test('an unknown path is served the error screen, marked not to be indexed', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toMatch(/<meta[^>]+name="robots"[^>]+content="noindex"/);
  });
});
