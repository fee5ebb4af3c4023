import { editDeployedJson } from '../support/deployed-files';
import { fieldEventLogFromNow } from '../support/field-event-log';
import { expect, remoteOrigin, test } from '../support/site-test';

// The growth team's loop (docs/growth-loop.md): a visitor assigned to a variant sees it, presses
// Get Started, and both reach the log with the variant; the dashboard learns the variant from the link.

let restoreRemoteMap: (() => void) | undefined;
test.afterEach(() => restoreRemoteMap?.());

const DASHBOARD = 'https://app.callvera.ai';

test('a visitor assigned annual-first is exposed and converts, and the dashboard learns the variant', async ({ page }) => {
  // Every new visitor draws annual-first, as a real assignment (no QA override in the address).
  restoreRemoteMap = editDeployedJson<Record<string, unknown>>('remotes.json', (map) => ({
    ...map,
    pricing: {
      variants: [
        { name: 'control', entry: `${remoteOrigin('pricing')}/mf-manifest.json`, weight: 0 },
        { name: 'annual-first', entry: `${remoteOrigin('pricing')}/annual-first/mf-manifest.json`, weight: 100 },
      ],
    },
  }));
  const log = fieldEventLogFromNow();
  const dashboardVisits: URL[] = [];
  // The dashboard is another origin: its page comes after a connection and a request, four round trips at least
  // (here of 150 ms, a phone's), not at once.
  await page.route(`${DASHBOARD}/**`, async (route) => {
    dashboardVisits.push(new URL(route.request().url()));
    await new Promise((resolve) => setTimeout(resolve, 600));
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><p>Sign up</p>' });
  });

  await page.goto('/pricing');
  await expect(page.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  const [exposure] = await log.waitFor({ name: 'exposure', experiment: 'pricing' });
  expect(exposure).toMatchObject({ variant: 'annual-first', fellBack: false, route: '/pricing', experiments: { pricing: 'annual-first' } });

  await page.getByRole('list', { name: 'Annual plans' }).getByRole('link', { name: 'Get Started with Pro' }).click();
  await expect(page.getByText('Sign up')).toBeVisible();
  expect(dashboardVisits.map((url) => url.searchParams.get('exp'))).toEqual(['pricing.annual-first']);

  // Sent as the page was left for the dashboard.
  const [conversion] = await log.waitFor({ name: 'conversion', action: 'get-started' });
  expect(conversion).toMatchObject({
    plan: 'professional',
    billing: 'annual',
    route: '/pricing',
    remote: 'pricing',
    experiments: { pricing: 'annual-first' },
    // The visitor's first Get Started since its exposure: what the experiment's read-out counts.
    firstFor: { pricing: 'annual-first' },
    pageLoad: exposure!.pageLoad,
  });
});
