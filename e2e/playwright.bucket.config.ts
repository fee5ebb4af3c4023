import { defineConfig } from '@playwright/test';
import site, { desktopChromium, specCostReporters } from './playwright.config';
import { bucketOrigins } from './support/bucket-site';

// The site released into a local S3 bucket and served through the CDN rules (deploy/cdn).
// The spec starts the bucket, releases every app into it and serves it itself: a remote's
// release with its pages prerenders them on the bucket's ports, so it stops those servers meanwhile.
//   npx playwright test -c e2e/playwright.bucket.config.ts
export default defineConfig({
  ...site,
  testDir: './bucket',
  // Smoke: one file, its steps in order; the other site's servers are not needed.
  webServer: undefined,
  reporter: specCostReporters('bucket'),
  projects: [{ name: 'bucket', use: desktopChromium }],
  use: { ...site.use, baseURL: bucketOrigins.shell },
});
