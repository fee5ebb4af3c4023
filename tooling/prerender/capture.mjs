// What a visitor sees of a route once its remote has rendered, captured in the browser for its page.
/* global document, NodeFilter, Node -- the capture functions run inside the page */
import { PAGE_READY } from '@callvera/shared/page-marks';
import { NOT_FOUND_SAMPLE } from './site-pages.mjs';

/**
 * Captures what the visitor would see once the route's remote has rendered (`query`: e.g. a variant forced), in
 * a page of the site's context (site-browser.mjs: it goes to the route by its path).
 */
export async function capture(page, route, query = '') {
  const response = await page.goto(`${route}${query}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
  await page.locator('main h1').first().waitFor();
  await page.locator(`html[${PAGE_READY}]`).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
  const wrapsRemotePage = route !== NOT_FOUND_SAMPLE;
  return page.evaluate((wrapsRemotePage) => {
    const headSelector =
      'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
    const unique = (list) => [...new Set(list)];
    return {
      head: [...document.head.querySelectorAll(headSelector)].map((element) => element.outerHTML),
      stylesheets: unique([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href)),
      fonts: unique(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      ),
      body: (() => {
        // React hydrates a Suspense boundary from the comments its server renderer writes
        // around it; the page inside <main> sits in the shell's RemoteSection boundary.
        const copy = document.getElementById('root').cloneNode(true);
        // Adjacent text nodes would merge once parsed; React's server renderer keeps them
        // apart with an empty comment, and hydration expects the same.
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        const texts = [];
        while (walker.nextNode()) texts.push(walker.currentNode);
        for (const text of texts) if (text.nextSibling?.nodeType === Node.TEXT_NODE) text.after(document.createComment(' '));
        const wrapInSuspenseMarkers = (element) => {
          element.prepend(document.createComment('$'));
          element.append(document.createComment('/$'));
        };
        const main = copy.querySelector('main');
        if (wrapsRemotePage && main) wrapInSuspenseMarkers(main);
        // Blocks a page hydrates only as they near the screen, each in a boundary of its own.
        copy.querySelectorAll('[data-hydrates-near-screen]').forEach(wrapInSuspenseMarkers);
        // What a served page leaves out, drawn once it has taken over (mfe-landing's DrawnInBrowser): with its
        // boundary's markers, since hydration then renders nothing there.
        copy.querySelectorAll('[data-drawn-in-browser]').forEach((element) => element.replaceChildren());
        return { root: copy.innerHTML, main: main?.innerHTML ?? '' };
      })(),
      // Each remote's build version, from the manifests the federation runtime fetched for this page.
      releases: Object.fromEntries(
        Object.entries(globalThis.__FEDERATION__?.moduleInfo ?? {}).flatMap(([key, info]) =>
          key.includes(':') && typeof info.buildVersion === 'string' ? [[key.split(':')[0], info.buildVersion]] : [],
        ),
      ),
      unavailable: document.body.innerText.includes('is temporarily unavailable'),
      // The error screen (a broken deployed file, say) must never be written as a route's page.
      failure: document.getElementById('error-title')
        ? (document.querySelector('main p:last-of-type')?.textContent ?? 'error screen')
        : null,
    };
  }, wrapsRemotePage);
}

export function checked(route, captured) {
  if (captured.unavailable) throw new Error(`${route}: a remote was unavailable while prerendering`);
  if (captured.failure && route !== NOT_FOUND_SAMPLE)
    throw new Error(`${route}: the site showed its error screen while prerendering: ${captured.failure}`);
  return captured;
}
