import type { Page } from '@playwright/test';
import {
  BUCKET_PORT_BASE,
  bucketCanaryCommand,
  bucketFile,
  bucketOrigins,
  bucketRelease,
  startBucketServers,
  startBucketStore,
} from '../support/bucket-site';
import { NEW_PRICING_TITLE, prepareRemoteReleaseBuilds, SITE_APP_DIRS } from '../support/release-site';
import { expect, test } from '../support/site-test';

// A pricing preview made in the bucket and opened through the CDN rules: the same link and notice as on served
// folders (release-preview.spec.ts), its previews.json and its pinned files served by the CDN's behaviours.

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe.serial('a pricing preview in the bucket, through the CDN rules', () => {
  test.describe.configure({ timeout: 180_000 });
  let stopStore = () => {};
  let stopServers: () => Promise<void> = async () => {};
  let nextPricing: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const builds = prepareRemoteReleaseBuilds(BUCKET_PORT_BASE);
    nextPricing = builds.nextPricing;
    stopStore = await startBucketStore();
    for (const app of SITE_APP_DIRS) await bucketRelease('publish', app, app === 'shell' ? { build: builds.shell, force: true } : {});
    stopServers = await startBucketServers();
  });
  test.afterAll(async () => {
    await stopServers();
    stopStore();
  });

  test('its link shows the team’s build to that tab alone and says so; removed, the link says it ended', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const liveMap = await bucketFile('shell', 'remotes.json');
    const made = bucketCanaryCommand('preview', 'mfe-pricing', ['--shell-prefix', 'shell'], nextPricing);
    expect(made.exit, made.output).toBe(0);
    const [, id] = /\/pricing\?preview=(\S+)/.exec(made.output) ?? [];
    expect(id, made.output).toBeDefined();
    expect(await bucketFile('shell', 'remotes.json'), 'the live remote map is untouched').toBe(liveMap);

    await page.goto(`/pricing?preview=${id}`);
    await expect(heading(page)).toHaveText(NEW_PRICING_TITLE);
    await expect(page.getByRole('region', { name: /^Preview: pricing / })).toContainText('Only this tab shows it');
    const visitorContext = await browser.newContext({ baseURL: bucketOrigins.shell });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/pricing');
    await expect(heading(visitor)).toHaveText('Upgrade your plan');
    await expect(visitor.getByRole('region', { name: /^Preview/ })).toHaveCount(0);
    await visitorContext.close();

    const removed = bucketCanaryCommand('preview', 'mfe-pricing', ['--shell-prefix', 'shell', '--remove', decodeURIComponent(id!)]);
    expect(removed.exit, removed.output).toBe(0);
    const fresh = await browser.newPage({ baseURL: bucketOrigins.shell });
    await fresh.goto(`/pricing?preview=${id}`);
    await expect(fresh.getByRole('region', { name: 'Preview not shown' })).toContainText('was ended on');
    await expect(heading(fresh)).toHaveText('Upgrade your plan');
    await fresh.close();
    expect(pageErrors).toEqual([]);
  });
});
