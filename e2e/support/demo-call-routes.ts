import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents/demo-agent-keys';

/**
 * The real Vapi API host, so the production CSP applies as it would; every
 * request to it is answered by the test, never by the network.
 */
export const FAKE_VAPI_API = 'https://api.vapi.ai';
export const PUBLIC_KEY = '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

/** The deployed default config plus usable Vapi settings pointing at the fake API host. */
export function liveDemoSiteConfig() {
  const base = JSON.parse(readFileSync(require.resolve('@callvera/shared/site-config.json'), 'utf8'));
  return {
    ...base,
    vapi: {
      publicKey: PUBLIC_KEY,
      apiBaseUrl: FAKE_VAPI_API,
      assistantIds: Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, `asst-${key}`])),
    },
  };
}

/** The daily-js version the remote ships; Daily fetches the call machine built for exactly this version. */
export const DAILY_VERSION: string = JSON.parse(
  readFileSync(path.join(__dirname, '../../mfe-demo-call/node_modules/@daily-co/daily-js/package.json'), 'utf8'),
).version;
export const CALL_MACHINE_URL = `https://c.daily.co/call-machine/versioned/${DAILY_VERSION}/static/call-machine-object-bundle.js`;
const FAKE_CALL_MACHINE = readFileSync(path.join(__dirname, 'fake-daily-call-machine.js'), 'utf8');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export type WebCallAnswer = 'error-500' | 'unreachable' | 'room';

/**
 * Routes every host a demo call touches, explicitly, so a machine with internet
 * behaves like one without: the Vapi API (as asked), Daily's call machine
 * (blocked, or left hanging), Daily's geo lookup and its Sentry error reports.
 */
export async function routeDemoCallHosts(page: Page, answer: WebCallAnswer, callMachine: 'blocked' | 'hangs' | 'fake' = 'blocked') {
  const seen = { webCalls: [] as { headers: Record<string, string>; body: unknown }[], callMachine: 0, sentry: 0 };
  await page.route('**/site-config.json', (route) => route.fulfill({ json: liveDemoSiteConfig() }));
  await page.route(`${FAKE_VAPI_API}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.webCalls.push({ headers: request.headers(), body: request.postDataJSON() });
    if (answer === 'unreachable') return route.abort('connectionrefused');
    if (answer === 'error-500') {
      return route.fulfill({ status: 500, headers: CORS, json: { statusCode: 500, message: 'Internal server error' } });
    }
    return route.fulfill({
      status: 201,
      headers: CORS,
      json: { id: 'call-e2e', webCallUrl: 'https://callvera-demo.daily.co/e2e-room' },
    });
  });
  await page.route('https://c.daily.co/**', (route) => {
    seen.callMachine += 1;
    if (callMachine === 'fake' && route.request().url() === CALL_MACHINE_URL) {
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_CALL_MACHINE });
    }
    return callMachine === 'hangs' ? new Promise<void>(() => undefined) : route.abort('blockedbyclient');
  });
  await page.route('https://gs.daily.co/**', (route) => route.abort('blockedbyclient'));
  await page.route(/\.sentry\.io\//, (route) => {
    seen.sentry += 1;
    return route.fulfill({ status: 200, json: {} });
  });
  return seen;
}
