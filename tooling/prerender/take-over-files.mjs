// The files a page needs to be taken over, found by loading it as a visitor does, in the order to ask for them.
/* global document -- runs inside the page */
import { gzipSync } from 'node:zlib';
import { PAGE_READY } from '@callvera/shared/page-marks';
import { bytesOf, newSiteContext } from './site-browser.mjs';
import { outputFile } from './site-pages.mjs';

/**
 * Loads a prerendered page as a visitor gets it and lists the code (and the
 * remote map) it fetched, one file after another, before its page was taken
 * over: the page then asks for all of it itself (largestFirst gives the order). The
 * deployed site config is among them: the page is taken over only once its
 * copy has been checked against it, and fetched once the app runs, it would
 * add a round trip at the end of start-up.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function filesBeforeTakeOver(browser, site, route, { query = '', templateScripts }) {
  // A fresh context: files in the browser's cache would leave no trace in the page's timeline.
  // A phone's screen: blocks further down load as they near it, and are not the page's to preload.
  const context = await newSiteContext(browser, site, { width: 375, height: 667 });
  const page = await context.newPage();
  const url = `${site.origin}${route}${query}`;
  await page.route(url, (request) => request.fulfill({ path: outputFile(site.dist, route), contentType: 'text/html; charset=utf-8' }));
  try {
    await page.goto(url);
    await page.locator(`html[${PAGE_READY}]`).waitFor({ state: 'attached' });
    if (await page.getByText('is temporarily unavailable').count()) throw new Error(`${route}: a remote failed on the prerendered page`);
    return await page.evaluate(
      ({ pageReady, templateScripts }) => {
        const ready = Number(document.documentElement.getAttribute(pageReady));
        const names = performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.startTime < ready &&
              /\.js$|\/mf-manifest\.json$|^\/remotes\.json$|^\/site-config\.json$/.test(new URL(entry.name).pathname),
          )
          .map((entry) => entry.name)
          .filter((name) => !templateScripts.includes(new URL(name).pathname));
        return [...new Set(names)];
      },
      { pageReady: PAGE_READY, templateScripts },
    );
  } finally {
    await context.close();
  }
}

/**
 * The take-over files, the largest (gzip) first. The page asks for them in this order once it has painted: on a slow
 * link they share it, and the largest, asked for first, still arrives last, while the paint had the link to itself
 * and the entry.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function largestFirst(site, files) {
  const gzipBytes = async (url) => gzipSync(await bytesOf(site, url, 'sizing the take-over files')).length;
  const sizes = new Map(await Promise.all(files.map(async (url) => [url, await gzipBytes(url)])));
  return [...files].sort((a, b) => sizes.get(b) - sizes.get(a));
}
