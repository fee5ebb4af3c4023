import type { Page } from '@playwright/test';
import {
  BUCKET_PORT_BASE,
  bucketCanaryCommand,
  bucketFile,
  bucketOrigins,
  bucketRelease,
  CDN_LOGS,
  cdnLogBytes,
  cdnLogEvents,
  startBucketServers,
  startBucketStore,
} from '../support/bucket-site';
import { canaryWiringTest, untilUnchanged } from '../support/canary-visitors';
import { NEW_PRICING_TITLE, prepareRemoteReleaseBuilds, SITE_APP_DIRS } from '../support/release-site';
import { expect, test } from '../support/site-test';

// Pricing shown to a few first, in the bucket through the CDN rules. A canary at 50% of Chromium visitors: the CDN
// stand-in delivers the shell's access logs into the log bucket as standard logging (v2) does, and canary-step reads
// them there (s3://…). Then a preview: the same link and notice as on served folders (release-canary.spec.ts), its
// previews.json and its pinned files served by the CDN's behaviours. One release of the site serves both.

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe.serial('pricing shown to a few first, in the bucket through the CDN rules', () => {
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

  // The canary first: it ends rolled back, the live site as it was, which the preview then starts from.
  canaryWiringTest({
    origin: bucketOrigins.shell,
    withPages: ['--shell-prefix', 'shell'],
    canary: (args, build) => bucketCanaryCommand('canary', 'mfe-pricing', args, build),
    step: (logs) =>
      bucketCanaryCommand('canary-step', 'mfe-pricing', [
        '--shell-prefix',
        'shell',
        '--log',
        CDN_LOGS,
        ...logs.flatMap((log) => ['--log', log]),
      ]),
    // The stand-in delivers every 2 s: unchanged for 5 s, what the left pages sent is in the bucket.
    logSettles: () => untilUnchanged(cdnLogBytes, 5000),
    loggedEvents: cdnLogEvents,
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
