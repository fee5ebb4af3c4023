import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { builtRelease } from '../support/built-release';
import { annualFirstManifest, expect, remoteOrigin, test } from '../support/site-test';

// The growth team's promise (mfe-pricing/CONTRACT.md): a variant built to the contract
// replaces the pricing remote by editing remotes.json alone, with no shell rebuild.

/** Serves the shell a remotes.json whose pricing entry is replaced, as a deployer would edit it. */
async function pointPricingAt(page: Page, entry: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...map, pricing: entry } });
  });
}

test('a variant remote named in remotes.json replaces the pricing page', async ({ page, pageErrors }) => {
  await pointPricingAt(page, annualFirstManifest);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
  await expect(page.locator('[data-variant="annual-first"]')).toBeVisible();
  // The experiment: annual first, with the catalog's figures.
  await expect(page.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Annual plans' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Pro' }).getByText('$219', { exact: true })).toBeVisible();
  // The same head as the control: its title, and the offers search engines read.
  await expect(page).toHaveTitle('Pricing | Callvera');
  await expect.poll(() => page.locator('script[type="application/ld+json"]').textContent()).toContain('"@type":"Product"');
  // It runs inside the shell's chrome, on the shell's site config.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('remotes.json naming the pricing remoteEntry.js instead of its manifest shows the pricing fallback, and none of its code runs', async ({
  page,
  pageErrors,
}) => {
  // An entry says nothing of what it needs before it runs: the shell checks a remote by its manifest first.
  await pointPricingAt(page, `${remoteOrigin('pricing')}/remoteEntry.js`);
  const pricingFiles: string[] = [];
  page.on('request', (request) => request.url().startsWith(remoteOrigin('pricing')) && pricingFiles.push(request.url()));
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeVisible();
  expect(await page.evaluate(() => 'pricing' in globalThis)).toBe(false);
  await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
  expect(pageErrors).toEqual([]);
});

test('the variant names the release of the pricing build that ships it, its build id included, as its field events do', async ({
  request,
}) => {
  const manifest = (await (await request.get(annualFirstManifest)).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '../../mfe-pricing/package.json'), 'utf8')) as { version: string };
  expect(manifest.metaData.buildInfo.buildVersion).toBe(builtRelease('mfe-pricing/dist'));
  expect(manifest.metaData.buildInfo.buildVersion).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}\\+[0-9a-f]{10}$`));
});
