import { editDeployedJson } from '../support/deployed-files';
import { expect, remoteOrigin, test } from '../support/site-test';

// The shell loads remotes only from the origins it was built to trust (shared/registry),
// so an edited remotes.json can swap builds but never bring code from another origin.

let restoreRemoteMap: (() => void) | undefined;
test.afterEach(() => {
  restoreRemoteMap?.();
  restoreRemoteMap = undefined;
});

const pointPricingAt = (entry: string) => {
  restoreRemoteMap = editDeployedJson<Record<string, unknown>>('remotes.json', (map) => ({ ...map, pricing: entry }));
};

test('a remote on an origin the site does not trust gets the error screen naming the file and the remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  pointPricingAt('https://pricing.example.com/mf-manifest.json');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(
    page.getByText(
      /\/remotes.json has the wrong shape: "pricing" must be on an origin this site trusts, not https:\/\/pricing\.example\.com/,
    ),
  ).toBeVisible();
  expect(requested.filter((url) => url.startsWith('https://pricing.example.com'))).toEqual([]);
});

test('a remote over plain http from another host is refused', async ({ page }) => {
  pointPricingAt('http://pricing.example.com/mf-manifest.json');
  await page.goto('/pricing');
  await expect(page.getByText(/"pricing" must be an https URL \(plain http only on localhost or 127\.0\.0\.1\)/)).toBeVisible();
});

test('another trusted origin may serve a remote', async ({ page }) => {
  pointPricingAt(`${remoteOrigin('pricing')}/annual-first/mf-manifest.json`);
  await page.goto('/pricing');
  await expect(page.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
});
