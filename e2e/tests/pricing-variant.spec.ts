import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, remoteOrigin, test } from '../support/site-test';

// The growth team's promise (mfe-pricing/CONTRACT.md): a variant built to the contract
// replaces the pricing remote by editing remotes.json alone, with no shell rebuild.

const VARIANT_DIST = path.resolve(__dirname, '../../mfe-pricing/examples/annual-first-variant/dist');
const VARIANT_ORIGIN = 'http://pricing-variant.test';

/** Serves the shell a remotes.json whose pricing entry is replaced, as a deployer would edit it. */
async function pointPricingAt(page: Page, entry: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...map, pricing: entry } });
  });
}

test('a variant remote named in remotes.json replaces the pricing page', async ({ page, context, pageErrors }) => {
  expect(existsSync(path.join(VARIANT_DIST, 'mf-manifest.json')), 'build mfe-pricing first: its build also builds the example variant').toBe(true);
  // The variant "deployed" on its own origin: files straight from its build output.
  await context.route(
    (url) => url.origin === VARIANT_ORIGIN,
    (route) =>
      route.fulfill({
        path: path.join(VARIANT_DIST, new URL(route.request().url()).pathname),
        headers: { 'access-control-allow-origin': '*' },
      }),
  );
  await pointPricingAt(page, `${VARIANT_ORIGIN}/mf-manifest.json`);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
  await expect(page.locator('[data-variant="annual-first"]')).toBeVisible();
  // The experiment: annual first, with the catalog's figures.
  await expect(page.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Annual plans' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Pro' }).getByText('$219', { exact: true })).toBeVisible();
  // It runs inside the shell's chrome, on the shell's site config.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('remotes.json may name the pricing remoteEntry.js instead of its manifest', async ({ page, pageErrors }) => {
  await pointPricingAt(page, `${remoteOrigin('pricing')}/remoteEntry.js`);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  expect(pageErrors).toEqual([]);
});
