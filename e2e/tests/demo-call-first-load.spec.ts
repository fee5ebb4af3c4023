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

  test('the shell can load the engine from the demo_call remote, and the Vapi chunk comes only when asked for', async ({
    page,
    pageErrors,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    // No card exists in this branch yet, so drive the federation runtime the way the shell's loader does.
    const exports = await page.evaluate(async () => {
      type Federation = { __INSTANCES__: { loadRemote(id: string): Promise<Record<string, unknown>> }[] };
      const federation = (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
      const module = await federation.__INSTANCES__[0]!.loadRemote('demo_call/DemoCallEngine');
      (globalThis as unknown as { demoCallModule: unknown }).demoCallModule = module;
      return Object.keys(module);
    });
    expect(exports).toEqual(['createDemoCallEngine']);
    expect(requested.filter((url) => /vapi-sdk/.test(url))).toEqual([]);

    await page.evaluate(() => {
      type EngineModule = { createDemoCallEngine(config: object): { prefetch(): void } };
      const { createDemoCallEngine } = (globalThis as unknown as { demoCallModule: EngineModule }).demoCallModule;
      createDemoCallEngine({ available: true, publicKey: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f', assistantIds: {} }).prefetch();
    });
    await expect.poll(() => requested.filter((url) => url.startsWith(remoteOrigin('demo_call')) && /vapi-sdk/.test(url)).length).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
