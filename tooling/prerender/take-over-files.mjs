// The files a page needs to be taken over, found by loading it as a visitor does, and split by when to ask.
/* global document -- runs inside the page */
import { gzipSync } from 'node:zlib';
import { PAGE_READY } from '@callvera/shared/page-marks';
import { bytesOf, newSiteContext } from './site-browser.mjs';
import { outputFile } from './site-pages.mjs';

/**
 * Take-over files of this size (gzip) or more are preloaded with the HTML, smaller ones after the first paint. The take-over
 * waits on the largest (React DOM and the packages shared with it); the small ones, asked for once the page has painted,
 * still arrive before it on a slow link (measured on an emulated phone), and stay out of the paint in Lighthouse's model.
 */
const PRELOADED_WITH_HTML_MIN_BYTES = 32 * 1024;

/**
 * Loads a prerendered page as a visitor gets it and lists the code (and the
 * remote map) it fetched, one file after another, before its page was taken
 * over: the page then asks for all of it at once, from its own HTML. The
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
 * The take-over files split by PRELOADED_WITH_HTML_MIN_BYTES, each list in the order the page asked for them.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function splitBySize(site, files) {
  const gzipBytes = async (url) => gzipSync(await bytesOf(site, url, 'sizing the take-over files')).length;
  const sizes = await Promise.all(files.map(gzipBytes));
  return {
    withHtml: files.filter((_, index) => sizes[index] >= PRELOADED_WITH_HTML_MIN_BYTES),
    afterFirstPaint: files.filter((_, index) => sizes[index] < PRELOADED_WITH_HTML_MIN_BYTES),
  };
}
