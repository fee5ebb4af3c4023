import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import chromium from '@callvera/checkout/chromium.json';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { fixtureOrigins, siteTargetFrom } from '@callvera/shared/registry/origins';

/** Every port moves with SITE_PORT_BASE (3000 by default), so two checkouts can test at once. */
const target = siteTargetFrom(process.env);
const portBase = target.portBase;
const [fixtureOrigin] = fixtureOrigins(target);
const lastRemotePort = portBase + Math.max(...SITE_REGISTRY.apps.map((app) => app.portOffset));

/** Debian's Chromium headless shell (checkout/chromium.json says why): Playwright cannot download its own browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.headlessShellPath;

/** The browser of every project: Debian's Chromium (launchOptions) as a desktop Chrome. */
export const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Specs that only read the site: they edit no deployed file, hold or stop no server, read no collector log and time
 * nothing against a limit. `npm test` runs them two at once (`--project=reads-the-site --workers=2`): on one worker
 * they left the second core part idle, and on two they keep both busy (docs/working-on-the-code.md has the figures).
 * Then every other spec on its own, with the site to itself (`--project=owns-the-site`): those edit remotes.json,
 * hold a remote past its time limit, count the collector's lines as their own page loads', or time a receipt to 50 ms.
 */
export const SPECS_THAT_ONLY_READ_THE_SITE = [
  'articles',
  'bundle-budget',
  'call-bar',
  'demo-call-first-load',
  'experiment-report-page',
  'html-validity',
  'landing',
  'legal',
  'legal-anchors',
  'no-javascript',
  'page-title',
  'painted-mid-parse',
  'prerendered',
  'pricing',
  'server',
  'structured-data',
].map((spec) => `**/tests/${spec}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One at a time unless asked: the specs that own the site must run alone (SPECS_THAT_ONLY_READ_THE_SITE).
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Beside the list, each spec's cost: npm test prints the specs by their time from this report (measurement/test-costs.mjs),
  // named by SPEC_COSTS_REPORT where one run of npm test makes two.
  reporter: specCostReporters(process.env.SPEC_COSTS_REPORT ?? 'e2e'),
  use: {
    baseURL: `http://localhost:${portBase}`,
    // A failed test keeps its trace: each action's timing, the network and the page's DOM before and after. Not its
    // screenshots: filming every page of every context (a canary's eight visitor tabs among them) took a quarter of
    // the end-to-end tests' processor time on a 2-core machine (docs/working-on-the-code.md). None on CI, where only
    // the printed output comes back: recording them took 8% of two specs' time (120 s against 110, 127 against 116).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: chromium.args,
    },
  },
  projects: [
    { name: 'reads-the-site', testMatch: SPECS_THAT_ONLY_READ_THE_SITE, use: desktopChromium },
    { name: 'owns-the-site', testIgnore: SPECS_THAT_ONLY_READ_THE_SITE, use: desktopChromium },
  ],
  webServer: process.env.SITE_SERVER === 'nginx' ? nginxServer() : staticServers(),
});

/** The list as tests end, and a JSON report of their times in .cache/test-costs/<name>.json. */
export function specCostReporters(name: string): ReporterDescription[] {
  return [['list'], ['json', { outputFile: `../.cache/test-costs/${name}.json` }]];
}

/** The production nginx config of deploy/nginx, on this run's ports, with the fixture remote. */
function nginxServer() {
  return {
    command: 'node scripts/render-nginx-config.mjs --run --test-fixtures',
    cwd: '..',
    url: `${fixtureOrigin}/compatible/mf-manifest.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

/** `serve` on each port, as `npm start` runs the site. */
function staticServers() {
  return [
    {
      command: 'node scripts/serve-all.mjs',
      cwd: '..',
      url: `http://localhost:${lastRemotePort}/mf-manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The pricing builds that tests swap in through remotes.json (the registry's test fixtures).
    ...SITE_REGISTRY.testFixtures.map((fixture, index) => ({
      command: `node_modules/.bin/serve --no-clipboard --no-port-switching --cors -l tcp://0.0.0.0:${new URL(fixtureOrigins(target)[index]!).port} ${fixture.dir}`,
      cwd: '..',
      url: `${fixtureOrigins(target)[index]}/compatible/mf-manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
  ];
}
