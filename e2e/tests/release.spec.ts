import { readdirSync } from 'node:fs';
import path from 'node:path';
import { filesNamedBy, filesNotAnswering } from '../support/page-named-files';
import { expect, test } from '../support/site-test';
import {
  HYDRATION_MISMATCH,
  NEW_PRICING_TITLE,
  prepareReleaseBuilds,
  release,
  releaseOrigin,
  SITE_APP_DIRS,
  releaseRemoteWithPages,
  resetReleaseFolders,
  startReleaseServers,
} from '../support/release-site';

// Releases with scripts/release-remote.mjs into served folders, while visitors use the site.

test.describe.serial('releasing into served folders', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ baseURL: releaseOrigin });

  let builds: ReturnType<typeof prepareReleaseBuilds>;
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    builds = prepareReleaseBuilds();
    resetReleaseFolders();
    // The site's first release: the shell goes first, with nothing live to check it against.
    for (const app of SITE_APP_DIRS) release('publish', app, builds.current[app], { force: app === 'shell' });
    stopServers = await startReleaseServers();
  });
  test.afterAll(async () => stopServers());

  test('a tab opened before a shell and a remote release keeps loading its lazy code', async ({ page, pageErrors }) => {
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.ok()) loaded.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const loadedBeforeRelease = loaded.length;

    release('publish', 'shell', builds.nextShell);
    release('publish', 'mfe-pricing', builds.nextPricing);

    // The toast area's code is fetched on the first toast: the old tab asks for the chunk of its own release.
    await page.getByRole('button', { name: 'Listen to Lead Qualification agent' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li[data-variant="destructive"]')).toBeVisible();
    const newShellAssets = new Set(readdirSync(path.join(builds.nextShell, 'assets')).map((name) => `/assets/${name}`));
    const oldChunksLoadedAfterRelease = loaded
      .slice(loadedBeforeRelease)
      .filter((file) => file.startsWith('/assets/') && !newShellAssets.has(file));
    expect(oldChunksLoadedAfterRelease.length, 'a chunk only the earlier shell release has').toBeGreaterThan(0);

    // Moving on in the same tab picks up the new pricing release.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(NEW_PRICING_TITLE);
    expect(pageErrors).toEqual([]);
  });

  test('a remote released with its pages serves its new text cold, with no hydration mismatch; its rollback too', async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    // The fault this guards against: released without its pages, the new code meets the old HTML.
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(NEW_PRICING_TITLE);
    await expect.poll(() => warnings.filter((text) => text.includes(HYDRATION_MISMATCH)).length).toBeGreaterThan(0);
    warnings.length = 0;

    // The shell's next build, its source changed, is no longer live: the pricing team's release renders its pages
    // with the live shell's renderer and files, never with a shell build of its own checkout (set aside meanwhile).
    release('rollback', 'shell');
    release('rollback', 'mfe-pricing');
    // Rendered while the site is served on the ports its pages name: the render takes none.
    releaseRemoteWithPages('mfe-pricing', builds.nextPricing);

    expect(await (await request.get('/pricing')).text()).toContain(NEW_PRICING_TITLE);
    expect(filesNamedBy(await (await request.get('/pricing')).text(), `${releaseOrigin}/pricing`).length).toBeGreaterThan(5);
    expect(await filesNotAnswering(request, `${releaseOrigin}/pricing`), 'every file the page names is live').toEqual([]);
    expect(await (await request.get('/pricing')).text(), "the release's stylesheets served from the shell's host").toMatch(
      /<link rel="stylesheet" href="\/assets\/[^"]+"[^>]* data-copied-from="[^"]+">/,
    );
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(NEW_PRICING_TITLE);
    expect(warnings.filter((text) => text.includes(HYDRATION_MISMATCH))).toEqual([]);

    release('rollback', 'mfe-pricing');
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Upgrade your plan');
    expect(warnings.filter((text) => text.includes(HYDRATION_MISMATCH))).toEqual([]);
  });
});
