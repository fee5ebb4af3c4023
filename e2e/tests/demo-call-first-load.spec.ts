import { test, expect, remoteOrigin } from '../support/site-test';
import { liveDemoSiteConfig } from '../support/demo-call-routes';

/** Vapi's and Daily's code, by chunk name or by host. */
const CALL_CODE = /vapi|daily\.co|daily-js|call-machine/i;

test.describe('first load of the home page', () => {
  test('fetches nothing from the demo-call remote and no Vapi or Daily code before any interaction', async ({ page, pageErrors }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // With live demos configured, the engine is provided at start-up: it must still fetch nothing.
    await page.route('**/site-config.json', (route) => route.fulfill({ json: liveDemoSiteConfig() }));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const demoCallOrigin = remoteOrigin('demo_call');
    expect(requested.filter((url) => url.startsWith(demoCallOrigin))).toEqual([]);
    expect(requested.filter((url) => CALL_CODE.test(url))).toEqual([]);
    expect(requested.length).toBeGreaterThan(0); // the page did load its own code
    expect(pageErrors).toEqual([]);
  });
});
