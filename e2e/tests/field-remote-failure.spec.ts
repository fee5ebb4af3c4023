import type { Page } from '@playwright/test';
import { builtRelease } from '../support/built-release';
import { fieldEventLogFromNow, leavePage, streamStarted } from '../support/field-event-log';
import { expect, remoteOrigin, test } from '../support/site-test';

// A section team sees its remote fail in visitors' browsers: which remote, which release, what kind of
// failure, and whether Retry brought it back.

// The page names the build of pricing it was rendered from: a remote that never loaded is reported at that release.
const pricingRelease = builtRelease('mfe-pricing/dist');
const unavailable = { name: 'Pricing is temporarily unavailable' };

/** The visitor opens /pricing while the pricing remote refuses every request, and sees its fallback. */
async function openPricingWhileItIsDown(page: Page) {
  await page.route(
    (url) => url.origin === remoteOrigin('pricing'),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('heading', unavailable)).toBeVisible();
}

test('a remote that is down is reported with its name and release as the page is left', async ({ page }) => {
  const log = fieldEventLogFromNow();
  await openPricingWhileItIsDown(page);
  // The stream loads once the page has settled; the failure's outcome is known when the page is left.
  await streamStarted(page);
  await leavePage(page);

  const [failure] = await log.waitFor({ name: 'remote-failure' });
  expect(failure).toMatchObject({
    failedRemote: 'pricing',
    failedRelease: pricingRelease,
    failure: 'down',
    retried: false,
    recovered: false,
    route: '/pricing',
  });
});

test('a visitor who gives up a second after the remote failed, long before the page has settled, is reported too', async ({ page }) => {
  const log = fieldEventLogFromNow();
  await openPricingWhileItIsDown(page);
  // How long this visitor looks at the fallback before leaving: the scenario, not a wait for the page.
  await page.waitForTimeout(1000);
  await leavePage(page);

  const [failure] = await log.waitFor({ name: 'remote-failure' });
  expect(failure).toMatchObject({ failedRemote: 'pricing', failure: 'down', retried: false, recovered: false, route: '/pricing' });
});

test('a remote that comes back on Retry is reported as recovered', async ({ page }) => {
  const log = fieldEventLogFromNow();
  let down = true;
  await page.route(
    (url) => url.origin === remoteOrigin('pricing'),
    (route) => (down ? route.abort('connectionrefused') : route.fallback()),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('heading', unavailable)).toBeVisible();
  await streamStarted(page);
  down = false;
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
  await leavePage(page);

  const [failure] = await log.waitFor({ name: 'remote-failure' });
  expect(failure).toMatchObject({ failedRemote: 'pricing', failure: 'down', retried: true, recovered: true });
});
