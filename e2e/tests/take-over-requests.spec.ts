import { expect, remoteOrigin, test } from '../support/site-test';
import { appHasTakenOver } from '../support/slow-page';

/** Longer than the shared packages take to arrive here, so the order below is the page's, not the server's. */
const MAP_HELD_MS = 600;

/**
 * On a phone's link the take-over waits on its bytes. The deployed files (remotes.json, site-config.json, the
 * remote's manifest) arrive a round trip after the entry runs, as the shared packages near their end: the remote's
 * code asked for then crosses the link as they end. Asked for with the shared packages it would share the whole link
 * with them, and after them it would come a round trip late.
 */
test("a page asks for its remote's code once the deployed files have arrived, and is taken over", async ({ page, pageErrors }) => {
  const legal = remoteOrigin('legal');
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${request.url()}`));
  // Answered: the browser may tell of a file's last byte after the page has acted on it and asked for the next.
  page.on('response', (response) => events.push(`arrived ${response.url()}`));
  // A map served slowly: the remote's code must wait for it, not for the shared packages.
  await page.route('**/remotes.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, MAP_HELD_MS));
    await route.continue();
  });
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(appHasTakenOver(page)).toBeAttached();

  const arrived = (pattern: RegExp) => events.findIndex((event) => event.startsWith('arrived ') && pattern.test(event));
  const deployedFiles = [/\/remotes\.json$/, /\/site-config\.json$/, new RegExp(`^arrived ${legal}/mf-manifest\\.json$`)].map(arrived);
  const sharedPackages = arrived(/\/shared-packages\.[0-9a-f]+\.js$/);
  const remoteCode = events.filter((event) => event.startsWith(`asked ${legal}/`) && event.endsWith('.js'));
  expect(deployedFiles).not.toContain(-1);
  expect(sharedPackages).toBeGreaterThan(-1);
  expect(remoteCode).toContain(`asked ${legal}/remoteEntry.js`);
  for (const asked of remoteCode) expect(events.indexOf(asked)).toBeGreaterThan(Math.max(...deployedFiles));
  expect(pageErrors).toEqual([]);
});

/**
 * The entry holds no shared package: while the shared packages cross the link it reads the config and the remote map,
 * and federation loads the route's remote, so that React's part has only the rendering left once they arrive.
 */
test.describe('with the shared packages held', () => {
  test.use({ waitForApp: false });

  test("the route's remote is loaded while the shared packages are still on their way", async ({ page, pageErrors }) => {
    let releaseSharedPackages = () => {};
    const sharedPackagesHeld = new Promise<void>((release) => (releaseSharedPackages = release));
    await page.route(/\/shared-packages\.[0-9a-f]+\.js$/, async (route) => {
      await sharedPackagesHeld;
      await route.continue();
    });
    await page.goto('/privacy-policy');
    // The legal remote's entry has run: its container is the page's.
    await expect.poll(() => page.evaluate(() => 'legal' in window)).toBe(true);
    releaseSharedPackages();
    await expect(appHasTakenOver(page)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
