// The browser the prerender renders in, and the site's files as its local servers answer for them.
import { integrityOf } from '../manifest-integrity.mjs';

// A page handed to the browser by the script (not by a server on loopback) counts as
// public, and Chromium would refuse its requests to the remotes on localhost.
const PRERENDER_CHROMIUM_ARGS = ['--disable-features=LocalNetworkAccessChecks'];

/** @param {import('./served-site.mjs').ServedSite} site */
export const launchBrowser = (site) => site.launchBrowser(PRERENDER_CHROMIUM_ARGS);

/**
 * A context on the site's local origin (a page goes to a route by its path). Reduced motion: animated parts (the
 * rotating headline) are captured in the state the app starts in. Nothing leaves the machine; a production
 * build's remotes are answered from their local servers.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function newSiteContext(browser, site, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: site.origin, reducedMotion: 'reduce', viewport });
  await context.route(
    (url) => !/^(http:\/\/localhost(:\d+)?\/|data:|blob:)/.test(url.href),
    (route) => route.abort(),
  );
  // Registered last, so asked first.
  for (const [origin, local] of site.localStandIns) {
    await context.route(
      (url) => url.origin === origin,
      async (route) => route.fulfill({ response: await route.fetch({ url: `${local}${new URL(route.request().url()).pathname}` }) }),
    );
  }
  return context;
}

/**
 * A file the page names, as the local servers answer for it.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function bytesOf(site, url, doing) {
  const local = site.localStandIns.reduce(
    (href, [origin, stand]) => (href.startsWith(`${origin}/`) ? stand + href.slice(origin.length) : href),
    url,
  );
  const response = await fetch(local);
  if (!response.ok) throw new Error(`${url} answered ${response.status} while ${doing}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * A remote's files load checked against their hash (Subresource Integrity, over CORS: the remote's code pins its
 * files, remotes.json its manifest and entry), so the page names each with its hash (and a script or stylesheet
 * with crossorigin), or the browser would not use the copy it already has. The shell's own files are its origin's.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function remoteFilesIntegrity(site, urls) {
  const remote = [...new Set(urls)].filter((url) => !url.startsWith(`${site.origin}/`));
  return new Map(await Promise.all(remote.map(async (url) => [url, integrityOf(await bytesOf(site, url, "pinning the remotes' files"))])));
}
