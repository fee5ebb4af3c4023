import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { copiedStylesheetsPlugin } from '../copied-stylesheets';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

const PRICING = 'https://pricing.callvera.ai';
type PreloadOps = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0]['preloadOps'];

/** The filter the plugin leaves on a load's preload, over the one it was given. */
function filterAfterPlugin(given?: (url: string) => boolean) {
  const preloadOps = [{ nameOrAlias: 'pricing', exposes: ['./PricingPage'], ...(given ? { filter: given } : {}) }] as PreloadOps;
  void copiedStylesheetsPlugin().beforePreloadRemote!({ preloadOps } as never);
  const [ops] = preloadOps;
  return ops!.filter!;
}

const CANARY = `${PRICING}/_canary/2026-11-27`;

beforeEach(() => {
  document.head.innerHTML = `<link rel="stylesheet" href="/assets/shell.1.css"><link rel="stylesheet" href="/assets/page.2.css" crossorigin integrity="sha384-x" data-copied-from="${PRICING}"><link rel="stylesheet" href="/assets/page.4.css" data-copied-from="${CANARY}">`;
});

test("a remote's stylesheet the page holds a copy of is not added again; any other file of the module is", () => {
  const keep = filterAfterPlugin();
  expect(keep(`${PRICING}/assets/page.2.css`)).toBe(false);
  expect(keep(`${PRICING}/assets/page.3.css`)).toBe(true);
  expect(keep(`${PRICING}/assets/page.2.js`)).toBe(true);
  // A canary served under another path, and another remote, have files of their own.
  expect(keep(`${CANARY}/assets/page.2.css`)).toBe(true);
  expect(keep(`https://legal.callvera.ai/assets/page.2.css`)).toBe(true);
  expect(keep(`${PRICING}/assets/shell.1.css`)).toBe(true);
});

test("a canary's stylesheet the page holds a copy of, marked with the canary's folder, is not added again", () => {
  const keep = filterAfterPlugin();
  expect(keep(`${CANARY}/assets/page.4.css`)).toBe(false);
  expect(keep(`${PRICING}/assets/page.4.css`)).toBe(true);
});

test('a filter the load already had still applies', () => {
  const keep = filterAfterPlugin((url) => !url.endsWith('.js'));
  expect(keep(`${PRICING}/assets/page.2.js`)).toBe(false);
  expect(keep(`${PRICING}/assets/page.3.css`)).toBe(true);
  expect(keep(`${PRICING}/assets/page.2.css`)).toBe(false);
});
