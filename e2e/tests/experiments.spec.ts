import { editDeployedJson } from '../support/deployed-files';
import { expect, pricingFixtureManifest, remoteOrigin, test } from '../support/site-test';

type RemoteMapJson = Record<string, unknown>;
const controlManifest = () => `${remoteOrigin('pricing')}/mf-manifest.json`;
const fixtureHeading = { name: 'Pricing experiment fixture' };

let restoreRemoteMap: (() => void) | undefined;
test.afterEach(() => restoreRemoteMap?.());

function runPricingExperiment(variantEntry: string, weights: [control: number, variant: number]) {
  restoreRemoteMap?.();
  restoreRemoteMap = editDeployedJson<RemoteMapJson>('remotes.json', (map) => ({
    ...map,
    pricing: {
      variants: [
        { name: 'control', entry: controlManifest(), weight: weights[0] },
        { name: 'fixture', entry: variantEntry, weight: weights[1] },
      ],
    },
  }));
}

test('QA can force a variant, and the assignment is exposed for analytics', async ({ page }) => {
  runPricingExperiment(pricingFixtureManifest, [100, 0]);
  await page.goto('/pricing?pricing-variant=fixture');
  await expect(page.getByRole('heading', fixtureHeading)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-experiment-pricing', 'fixture');
});

test('the assignment is sticky across visits even when the weights change', async ({ page }) => {
  runPricingExperiment(pricingFixtureManifest, [0, 100]);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', fixtureHeading)).toBeVisible();

  runPricingExperiment(pricingFixtureManifest, [100, 0]);
  await page.reload();
  await expect(page.getByRole('heading', fixtureHeading)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-experiment-pricing', 'fixture');
});

test('a variant that fails to load falls back to the control', async ({ page }) => {
  // On a trusted origin (the shell refuses any other), where no build of it is deployed.
  runPricingExperiment(`${remoteOrigin('pricing')}/no-such-variant/mf-manifest.json`, [0, 100]);
  const announced: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('experiment ')) announced.push(message.text().slice('experiment '.length));
  });
  await page.addInitScript(() =>
    window.addEventListener('callvera:experiment', (event) => console.log('experiment', JSON.stringify((event as CustomEvent).detail))),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', fixtureHeading)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-experiment-pricing', 'control');
  expect(announced.map((detail) => JSON.parse(detail))).toEqual([
    { remote: 'pricing', variant: 'fixture' },
    { remote: 'pricing', variant: 'control', fallbackFrom: 'fixture' },
  ]);
});

test('the real annual-first pricing variant runs as an experiment beside the control', async ({ page }) => {
  restoreRemoteMap?.();
  restoreRemoteMap = editDeployedJson<RemoteMapJson>('remotes.json', (map) => ({
    ...map,
    pricing: {
      variants: [
        { name: 'control', entry: controlManifest(), weight: 50 },
        { name: 'annual-first', entry: `${remoteOrigin('pricing')}/annual-first/mf-manifest.json`, weight: 50 },
      ],
    },
  }));
  await page.goto('/pricing?pricing-variant=annual-first');
  await expect(page.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-experiment-pricing', 'annual-first');

  await page.goto('/pricing?pricing-variant=control');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-experiment-pricing', 'control');
});
