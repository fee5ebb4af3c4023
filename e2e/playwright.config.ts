import { defineConfig, devices } from '@playwright/test';
import chromium from '../scripts/chromium.json';

/** Debian's Chromium: Playwright cannot download its own browser on our machines. */
const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.path;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Some specs edit deployed files (remotes.json) or stop servers: keep one worker.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${portBase}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: chromium.args,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.SITE_SERVER === 'nginx' ? nginxServer() : staticServers(),
});

/** The production nginx config of deploy/nginx, with the fixture remote on :3010. */
function nginxServer() {
  return {
    command: 'node scripts/render-nginx-config.mjs --run --test-fixtures',
    cwd: '..',
    url: `http://localhost:${portBase + 10}/compatible/mf-manifest.json`,
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
      url: `http://localhost:${portBase + 5}/mf-manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // A second pricing build that tests swap in through remotes.json.
      command: `node_modules/.bin/serve --no-clipboard --no-port-switching --cors -l tcp://0.0.0.0:${portBase + 10} e2e/remotes/pricing-fixture/dist`,
      cwd: '..',
      url: `http://localhost:${portBase + 10}/compatible/mf-manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ];
}
