import type { Page } from '@playwright/test';
import {
  BUCKET_PORT_BASE,
  bucketFailingAfter,
  bucketFile,
  changeOneByteInBucket,
  bucketOrigins,
  bucketRelease,
  liveReleases,
  publishToBucketWithPages,
  startBucketServers,
  startBucketStore,
} from '../support/bucket-site';
import { HYDRATION_MISMATCH, NEW_PRICING_TITLE, prepareRemoteReleaseBuilds, SITE_APP_DIRS } from '../support/release-site';
import { fieldEventsSent } from '../support/field-events-sent';
import { expect, SITE_PATHS, test } from '../support/site-test';

// The site as a CDN serves it from a bucket: every app released into its own prefix with
// scripts/release-remote.mjs, each served from its own origin through the rules of deploy/cdn.

const CURRENT_PRICING_TITLE = 'Upgrade your plan';
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** Every origin on this machine the page asked, for checking that all of them are the bucket's. */
function localOriginsAsked(page: Page) {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (LOCAL_ORIGIN.test(origin)) origins.add(origin);
  });
  return origins;
}

/** Not one request to the servers of the builds (serve, nginx) on the other ports. */
const outsideTheBucket = (asked: Set<string>) => [...asked].filter((origin) => !Object.values(bucketOrigins).includes(origin));

function hydrationMismatches(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(HYDRATION_MISMATCH)) warnings.push(message.text());
  });
  return warnings;
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe.serial('the site released into a bucket, behind the CDN rules', () => {
  test.describe.configure({ timeout: 240_000 });

  let builds: ReturnType<typeof prepareRemoteReleaseBuilds>;
  let stopStore = () => {};
  let stopServers: () => Promise<void> = async () => {};
  let firstPricingRelease: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // The pages name the remotes' origins of the deployed remotes.json: prerendered on the bucket's ports.
    builds = prepareRemoteReleaseBuilds(BUCKET_PORT_BASE);
    stopStore = await startBucketStore();
    // The site's first release: the shell goes first, with nothing live to check it against.
    for (const app of SITE_APP_DIRS) await bucketRelease('publish', app, app === 'shell' ? { build: builds.shell, force: true } : {});
    const [live] = await liveReleases('mfe-pricing');
    if (!live) throw new Error('the first pricing release did not go live');
    firstPricingRelease = live;
    stopServers = await startBucketServers();
  });
  test.afterAll(async () => {
    await stopServers();
    stopStore();
  });

  for (const path of SITE_PATHS) {
    test(`${path} renders its page inside one header, main and footer, all of it from the bucket's origins`, async ({
      page,
      pageErrors,
    }) => {
      const asked = localOriginsAsked(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(outsideTheBucket(asked)).toEqual([]);
      await expect(mainHeading(page)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      expect(pageErrors).toEqual([]);
      expect(
        [...asked].filter((origin) => origin !== bucketOrigins.shell).length,
        'a remote loaded from its bucket origin',
      ).toBeGreaterThan(0);
    });
  }

  test('an unknown path is the 404 page: status 404, the error screen, header and footer', async ({ page }) => {
    const asked = localOriginsAsked(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(outsideTheBucket(asked)).toEqual([]);
  });

  test('a publish whose upload fails in the middle leaves the live release serving', async ({ page, pageErrors }) => {
    const mismatches = hydrationMismatches(page);
    const failing = await bucketFailingAfter(1);
    try {
      await expect(bucketRelease('publish', 'mfe-pricing', { build: builds.nextPricing, endpoint: failing.endpoint })).rejects.toThrow();
      expect(failing.writesRefused(), 'the connection dropped after an object went up').toBeGreaterThan(0);
    } finally {
      await failing.close();
    }
    expect(await liveReleases('mfe-pricing')).toEqual([firstPricingRelease]);
    await page.goto('/pricing');
    await expect(mainHeading(page)).toHaveText(CURRENT_PRICING_TITLE);
    expect(mismatches).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a pricing release with its pages shows on the next load, with no shell release', async ({ page, pageErrors, request }) => {
    const mismatches = hydrationMismatches(page);
    const shellReleases = await liveReleases('shell');
    await page.goto('/pricing');
    await expect(mainHeading(page)).toHaveText(CURRENT_PRICING_TITLE);

    // Rendered while the bucket's servers answer on the ports its pages name: the render takes none.
    publishToBucketWithPages('mfe-pricing', builds.nextPricing);

    expect(await (await request.get('/pricing')).text()).toContain(NEW_PRICING_TITLE);
    const asked = localOriginsAsked(page);
    await page.reload();
    await expect(mainHeading(page)).toHaveText(NEW_PRICING_TITLE);
    expect(asked).toContain(bucketOrigins['mfe-pricing']);
    expect(outsideTheBucket(asked)).toEqual([]);
    expect(await liveReleases('shell')).toEqual(shellReleases);
    expect(await liveReleases('mfe-pricing')).toHaveLength(2);
    expect(mismatches).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('its rollback returns to the release live before, pages included', async ({ page, pageErrors, request }) => {
    const mismatches = hydrationMismatches(page);
    expect(await bucketRelease('rollback', 'mfe-pricing')).toContain(`rolled back to ${firstPricingRelease}`);
    expect(await liveReleases('mfe-pricing')).toEqual([firstPricingRelease]);
    expect(await (await request.get('/pricing')).text()).not.toContain(NEW_PRICING_TITLE);
    await page.goto('/pricing');
    await expect(mainHeading(page)).toHaveText(CURRENT_PRICING_TITLE);
    expect(mismatches).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  // What runs is what was checked: the release tool pinned pricing's manifest and entry in the shell's
  // remotes.json, and its entry pins its chunks. An object replaced by hand in the bucket never runs.
  const pricingPageChunk = async () =>
    (
      JSON.parse(await bucketFile('mfe-pricing', 'mf-manifest.json')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] }
    ).exposes
      .find(({ name }) => name === 'PricingPage')!
      .assets.js.sync.find((file) => file.includes('PricingPage'))!;
  const CHANGED = [
    { what: 'its remoteEntry.js', file: async () => 'remoteEntry.js' },
    { what: 'the chunk of its page', file: pricingPageChunk },
  ];
  for (const { what, file } of CHANGED) {
    test(`pricing with one byte changed in ${what} in the bucket shows its fallback, the rest works, and the failure is reported as integrity`, async ({
      page,
      pageErrors,
    }) => {
      const restore = await changeOneByteInBucket('mfe-pricing', await file());
      try {
        const sent = fieldEventsSent(page);
        await page.goto('/pricing');
        await expect(page.getByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeVisible();
        // The stream loads once the page has settled; a Retry that fails again closes the first failure's outcome.
        await expect.poll(() => sent.filter(({ name }) => name === 'vital').length, { timeout: 25_000 }).toBeGreaterThan(0);
        await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeVisible();
        await expect
          .poll(() => sent.filter(({ name }) => name === 'remote-failure'), { timeout: 25_000 })
          .toEqual([
            expect.objectContaining({
              failedRemote: 'pricing',
              failure: 'integrity',
              route: '/pricing',
              retried: true,
              recovered: false,
              accepted: true,
            }),
          ]);
        // The rest of the site works.
        await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
        await expect(mainHeading(page)).toBeVisible();
        await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toHaveCount(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await restore();
      }
    });
  }

  test('the release it pinned loads as before once its bytes are back', async ({ page, pageErrors }) => {
    await page.goto('/pricing');
    await expect(mainHeading(page)).toHaveText(CURRENT_PRICING_TITLE);
    expect(JSON.parse(await bucketFile('shell', 'remotes.json')).pricing.integrity.remoteEntry).toMatch(/^sha384-/);
    expect(pageErrors).toEqual([]);
  });
});
