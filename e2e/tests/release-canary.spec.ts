import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/site-test';
import { axeFindings } from '../support/axe-findings';
import { canaryWiringTest, untilUnchanged } from '../support/canary-visitors';
import {
  canaryCommand,
  NEW_PRICING_TITLE,
  prepareRemoteReleaseBuilds,
  release,
  RELEASE_PORT_BASE,
  releaseFolders,
  releaseOrigin,
  resetReleaseFolders,
  servedFieldLog,
  SITE_APP_DIRS,
  startReleaseServers,
} from '../support/release-site';

// Pricing shown to a few before everyone, on served folders: a canary, its evidence from the page loads of Chromium
// visitors as the shell's own collector writes them (scripts/serve-shell.mjs, as `npm start` runs it), in day files
// that the release tool's step reads from the folder; then a team's preview, made with the release tool and opened by
// its link in one tab while visitors use the live site. One site serves both: publishing it is most of their cost.

const root = path.resolve(__dirname, '../..');
const fieldLog = servedFieldLog('release-field-log');
const LIVE_PRICING_TITLE = 'Upgrade your plan';
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const previewNotice = (page: Page) => page.getByRole('region', { name: /^Preview/ });

/** Makes a preview of `build` with the release tool; its id and the address of its /pricing link on the served site. */
function makePreview(build: string, args: string[] = []) {
  const { exit, output } = canaryCommand('preview', 'mfe-pricing', ['--shell', releaseFolders().served('shell'), ...args], build);
  expect(exit, output).toBe(0);
  const link = /https?:\/\/\S+\/pricing\?preview=(\S+)/.exec(output);
  expect(link, `the preview's /pricing link in:\n${output}`).not.toBeNull();
  return { id: decodeURIComponent(link![1]!), path: `/pricing?preview=${link![1]}`, output };
}

test.describe.serial('pricing shown to a few first, on served folders', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ baseURL: releaseOrigin });
  let stopServers: () => Promise<void> = async () => {};
  let nextPricing: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const builds = prepareRemoteReleaseBuilds(RELEASE_PORT_BASE);
    nextPricing = builds.nextPricing;
    resetReleaseFolders();
    fieldLog.reset();
    for (const app of SITE_APP_DIRS)
      release('publish', app, app === 'shell' ? builds.shell : path.join(root, app, 'dist'), { force: app === 'shell' });
    stopServers = await startReleaseServers({ fieldLog: fieldLog.folder });
  });
  test.afterAll(async () => stopServers());

  // The canary first: it ends rolled back, the live site as it was, which the previews then start from.
  canaryWiringTest({
    origin: releaseOrigin,
    withPages: ['--shell', releaseFolders().served('shell')],
    canary: (args, build) => canaryCommand('canary', 'mfe-pricing', args, build),
    step: (logs) =>
      canaryCommand('canary-step', 'mfe-pricing', [
        '--shell',
        releaseFolders().served('shell'),
        '--log',
        fieldLog.folder,
        ...logs.flatMap((log) => ['--log', log]),
      ]),
    logSettles: () => untilUnchanged(fieldLog.bytes),
    loggedEvents: async () => fieldLog.events(),
  });

  test('its link shows the team’s build to that tab alone, says so, keeps it across the site, marks its events, and ends', async ({
    page,
    browser,
    pageErrors,
  }) => {
    // This test's page loads only: the canary's visitors are in the log before them.
    const canaryPageLoads = new Set(fieldLog.events().map((event) => event.pageLoad));
    const served = () => readFileSync(path.join(releaseFolders().served('shell'), 'remotes.json'), 'utf8');
    const liveMap = served();
    const preview = makePreview(nextPricing);
    expect(served(), 'the live remote map is untouched').toBe(liveMap);

    const previewFiles: Response[] = [];
    page.on('response', (response) => {
      if (/\/_preview\/[^/]+\/assets\//.test(response.url())) previewFiles.push(response);
    });
    await page.goto(preview.path);
    await expect(heading(page)).toHaveText(NEW_PRICING_TITLE);
    // Hashed as the live build's are, and kept by the browser as long (as nginx and the CDN serve them).
    expect(previewFiles.length, 'the preview’s hashed files').toBeGreaterThan(0);
    for (const response of previewFiles)
      expect(response.headers()['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    const notice = previewNotice(page);
    await expect(notice).toHaveAccessibleName(/^Preview: pricing 0\.1\.0\+[0-9a-f]{10}$/);
    await expect(notice).toContainText(`Preview ${preview.id}, until`);
    await expect(notice).toContainText('Only this tab shows it');
    await expect(page, 'the link’s parameter leaves the address').toHaveURL(`${releaseOrigin}/pricing`);
    expect(await axeFindings(page), 'the page with its notice, as axe reads it').toEqual([]);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/pricing');
    await expect(heading(visitor)).toHaveText(LIVE_PRICING_TITLE);
    await expect(previewNotice(visitor)).toHaveCount(0);

    // The tab keeps its preview as it moves through the site, in the app and on a fresh page load.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await expect(heading(page)).not.toHaveText(NEW_PRICING_TITLE);
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(heading(page)).toHaveText(NEW_PRICING_TITLE);
    await page.reload();
    await expect(heading(page)).toHaveText(NEW_PRICING_TITLE);
    await expect(previewNotice(page)).toBeVisible();

    const previewRelease = (await notice.getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent()))!
      .split(' ')
      .at(-1);
    await previewNotice(page).getByRole('button', { name: 'End preview' }).click();
    await expect(heading(page)).toHaveText(LIVE_PRICING_TITLE);
    await expect(previewNotice(page)).toHaveCount(0);
    await visitor.goto('about:blank');
    await page.goto('about:blank');
    await untilUnchanged(fieldLog.bytes);
    const events = fieldLog.events().filter((event) => !canaryPageLoads.has(event.pageLoad));
    expect(events.filter((event) => event.preview === preview.id).length, 'the preview tab’s page loads sent their vitals').toBeGreaterThan(
      0,
    );
    expect(
      events.filter((event) => event.remoteRelease === previewRelease && event.preview !== preview.id),
      'whatever the preview’s build measured is marked',
    ).toEqual([]);
    expect(
      events.filter((event) => event.route === '/pricing' && !('preview' in event)).length,
      'the visitor’s page load, and the tab’s once the preview ended, are not marked',
    ).toBeGreaterThan(0);
    await visitorContext.close();
    expect(pageErrors).toEqual([]);
  });

  test('a link the site cannot honour says why, and the tab shows the live site whole', async ({ page }) => {
    const notShown = page.getByRole('region', { name: 'Preview not shown' });
    await page.goto('/pricing?preview=no-such-preview');
    await expect(notShown).toContainText('There is no preview "no-such-preview" on this site');
    await expect(notShown).toContainText('This tab shows the live site.');
    expect(await axeFindings(page)).toEqual([]);
    await expect(heading(page)).toHaveText(LIVE_PRICING_TITLE);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await notShown.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notShown).toHaveCount(0);

    const ended = makePreview(nextPricing);
    const removed = canaryCommand('preview', 'mfe-pricing', ['--shell', releaseFolders().served('shell'), '--remove', ended.id]);
    expect(removed.exit, removed.output).toBe(0);
    await page.goto(ended.path);
    await expect(notShown).toContainText(`Preview ${ended.id} was ended on`);
    await expect(heading(page)).toHaveText(LIVE_PRICING_TITLE);

    // A preview of two seconds, opened after it expired.
    const expired = makePreview(nextPricing, ['--expires', String(2 / 86_400)]);
    await page.waitForTimeout(2500);
    await page.goto(expired.path);
    await expect(notShown).toContainText(`Preview ${expired.id} expired on`);
    await expect(heading(page)).toHaveText(LIVE_PRICING_TITLE);
  });

  test('a site on this computer lets a tab point a remote at a development server, and says so', async ({ page }) => {
    // The served pricing stands in for `rspack serve` of it: an unpinned manifest on this computer.
    const devServer = `pricing:${releaseOrigin.replace(String(RELEASE_PORT_BASE), String(RELEASE_PORT_BASE + 2))}/mf-manifest.json`;
    await page.goto(`/pricing?preview-dev-server=${encodeURIComponent(devServer)}`);
    const notice = page.getByRole('region', { name: 'Preview: pricing development server' });
    await expect(notice).toContainText(`Loaded from ${devServer.slice('pricing:'.length)}`);
    await expect(heading(page)).toHaveText(LIVE_PRICING_TITLE);
  });
});
