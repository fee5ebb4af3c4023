import { editDeployedFile, editDeployedJson } from '../support/deployed-files';
import { sharedCopies } from '../support/shared-copies';
import { expect, incompatiblePricingManifest, pricingFixtureManifest, remoteOrigin, SITE_PATHS, test } from '../support/site-test';

const unavailable = (section: string) => ({ name: `${section} is temporarily unavailable` });

let restoreDeployedFile: (() => void) | undefined;
test.afterEach(() => {
  restoreDeployedFile?.();
  restoreDeployedFile = undefined;
});

test.describe('composition', () => {
  for (const path of SITE_PATHS) {
    test(`${path} renders its remote's page inside one header, main and footer`, async ({ page, pageErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      expect(pageErrors).toEqual([]);
    });
  }

  test('an unknown path shows the error screen with 404', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  for (const path of ['/#%', '/privacy-policy#%', '/Human-vs-AI#%E0%A4%A']) {
    test(`a hand-made link with a broken %-escape, ${path}, still shows its page`, async ({ page, pageErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: /temporarily unavailable/ })).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('paths match with their case, as the server serves them', async ({ page }) => {
    const response = await page.goto('/human-vs-ai');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});

test.describe('failure isolation', () => {
  test('a remote that is down shows its fallback, the rest keeps working, and Retry recovers', async ({ page }) => {
    const pricingDown = (url: URL) => url.origin === remoteOrigin('pricing');
    await page.route(pricingDown, (route) => route.abort('connectionrefused'));

    await page.goto('/pricing');
    await expect(page.getByRole('heading', unavailable('Pricing'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);

    await page.goBack();
    await expect(page.getByRole('heading', unavailable('Pricing'))).toBeVisible();
    await page.unroute(pricingDown);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', unavailable('Pricing'))).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The page itself, not the fallback again once the retry's loading state is over.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
  });

  test('a remote that is down never stalls the start-up of the others', async ({ page }) => {
    for (const remote of ['landing', 'articles', 'legal', 'demo_call'] as const) {
      await page.route(
        (url) => url.origin === remoteOrigin(remote),
        (route) => route.abort('connectionrefused'),
      );
    }
    const started = Date.now();
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a remote missing the exposed page shows its fallback', async ({ page }) => {
    restoreDeployedFile = editDeployedJson<Record<string, string>>('remotes.json', (map) => ({
      ...map,
      pricing: `${remoteOrigin('legal')}/mf-manifest.json`,
    }));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', unavailable('Pricing'))).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a remote built for another shell contract is refused with its fallback', async ({ page }) => {
    restoreDeployedFile = editDeployedJson<Record<string, string>>('remotes.json', (map) => ({
      ...map,
      pricing: incompatiblePricingManifest,
    }));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', unavailable('Pricing'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pricing experiment fixture' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a page that throws while rendering shows its fallback and Retry brings it back', async ({ page }) => {
    restoreDeployedFile = editDeployedJson<Record<string, string>>('remotes.json', (map) => ({
      ...map,
      pricing: pricingFixtureManifest,
    }));
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Break this page' }).click();
    await expect(page.getByRole('heading', unavailable('Pricing'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Pricing experiment fixture' })).toBeVisible();
  });
});

test.describe('run-time remote map', () => {
  test('editing remotes.json swaps a remote with no rebuild', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Pricing experiment fixture' })).toHaveCount(0);

    restoreDeployedFile = editDeployedJson<Record<string, string>>('remotes.json', (map) => ({
      ...map,
      pricing: pricingFixtureManifest,
    }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing experiment fixture' })).toBeVisible();
  });

  test('the shell and a remote share one React and one toast and demo-call store', async ({ page }) => {
    restoreDeployedFile = editDeployedJson<Record<string, string>>('remotes.json', (map) => ({
      ...map,
      pricing: pricingFixtureManifest,
    }));
    await page.goto('/pricing');
    // The fixture raises a toast through the shared API; the shell's viewport shows it only if the store is one.
    await page.getByRole('button', { name: 'Raise a test toast' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Hello from the fixture')).toBeVisible();

    // Every federation instance records what it uses; all must point at one loaded copy.
    const sharing = await sharedCopies(page);
    for (const name of ['react', 'react-dom', '@callvera/shared/toast', '@callvera/shared/demo-call']) {
      expect(sharing[name]?.loaded, `${name} is loaded once`).toHaveLength(1);
    }
    for (const name of ['react', '@callvera/shared/toast', '@callvera/shared/demo-call']) {
      expect(sharing[name]?.usedBy).toEqual(expect.arrayContaining(['shell', 'pricing']));
    }
  });

  test('a remote map that is not valid JSON gets the error screen naming the file', async ({ page }) => {
    restoreDeployedFile = editDeployedFile('remotes.json', () => '{ "landing": ');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('/remotes.json is not valid JSON')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a remote map of the wrong shape names what is wrong', async ({ page }) => {
    restoreDeployedJson('remotes.json', (map) => ({ ...map, legal: 42 }));
    await page.goto('/');
    await expect(page.getByText(/\/remotes.json has the wrong shape: "legal"/)).toBeVisible();
  });

  test('a bad site config value gets the error screen naming the field', async ({ page }) => {
    restoreDeployedJson('site-config.json', (config) => ({ ...config, email: 'support-at-callvera' }));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(/"email" must be an e-mail address/)).toBeVisible();
  });
});

function restoreDeployedJson(name: 'remotes.json' | 'site-config.json', edit: (json: Record<string, unknown>) => unknown) {
  restoreDeployedFile = editDeployedJson(name, edit);
}
