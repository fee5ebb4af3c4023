import { test as base, expect } from '@playwright/test';
import type { RemoteName } from '@callvera/shared/contracts';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { appOfRemote, fixtureOrigins, originOf, siteTargetFrom, variantManifest } from '@callvera/shared/registry/origins';
import { appHasTakenOver } from './slow-page';

/** Hosts of the site itself; everything else is outside and must be answered by the test or refused. */
const LOCAL_HOST = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//;

/**
 * The site test: a page that cannot reach the internet, so a machine with a
 * network behaves like our CI machine, and whose uncaught errors fail the test.
 */
export const test = base.extend<{ pageErrors: string[]; waitForApp: boolean }>({
  /**
   * Pages arrive prerendered; by default goto and reload wait until the app has taken
   * over. A test that acts as a visitor does, on what shows, sets this to false.
   */
  waitForApp: [true, { option: true }],
  page: async ({ page, baseURL, waitForApp: shouldWait }, use) => {
    const onShell = () => shouldWait && baseURL !== undefined && page.url().startsWith(baseURL);
    const waitForApp = async () => {
      if (onShell()) await appHasTakenOver(page).waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp();
      return response;
    };
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => !LOCAL_HOST.test(url.href) && !url.href.startsWith('data:') && !url.href.startsWith('blob:'),
      (route) => route.abort('internetdisconnected'),
    );
    await use(context);
  },
});

export { expect };

/** Route paths, from the registry: the same list the prerender, the sitemap and the bench use. */
export const SITE_PATHS: readonly string[] = SITE_REGISTRY.routes.map((route) => route.path);

/**
 * One path for each kind of page, the first route of each page a remote exposes (the home page, pricing, the
 * comparison, an article, a legal page): routes of one kind share their layout, and differ only in their words.
 */
export const PAGE_KIND_PATHS: readonly string[] = SITE_REGISTRY.routes
  .filter((route, index, routes) => routes.findIndex((other) => other.remote === route.remote && other.module === route.module) === index)
  .map((route) => route.path);

/** This run's deployment: local, on SITE_PORT_BASE (3000 by default). */
const target = siteTargetFrom(process.env);

/** Origin a remote is served from in this test run, e.g. http://localhost:3002. */
export function remoteOrigin(remote: RemoteName): string {
  return originOf(appOfRemote(remote), target);
}

/** The pricing remote's annual-first experiment variant, deployed beside it. */
export const annualFirstManifest = variantManifest('pricing', 'annual-first', target);

const fixtureOrigin = (dir: string) => fixtureOrigins(target)[SITE_REGISTRY.testFixtures.findIndex((fixture) => fixture.dir === dir)];

/** A second pricing build, for swapping; and one built for a shell contract that does not exist. */
export const pricingFixtureManifest = `${fixtureOrigin('e2e/remotes/pricing-fixture/dist')}/compatible/mf-manifest.json`;
export const incompatiblePricingManifest = `${fixtureOrigin('e2e/remotes/pricing-fixture/dist')}/incompatible/mf-manifest.json`;

/** Pricing as a team forks it, built apart (e2e/remotes/pricing-fork): the origin of its builds. */
export const pricingForkOrigin = fixtureOrigin('e2e/remotes/pricing-fork/dist')!;
/** One build of the fork (a variant of its rspack.config.mjs: compatible, react-major, ...). */
export const pricingForkManifest = (variant: string) => `${pricingForkOrigin}/${variant}/mf-manifest.json`;
