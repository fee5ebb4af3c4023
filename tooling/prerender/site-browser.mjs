// The browser the prerender renders in, and the site's files as its folders answer for them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { integrityOf } from '../manifest-integrity.mjs';

// A page handed to the browser by the script (not by a server on loopback) counts as
// public, and Chromium would refuse its requests to the remotes on localhost.
const PRERENDER_CHROMIUM_ARGS = ['--disable-features=LocalNetworkAccessChecks'];

/** @param {import('./served-site.mjs').ServedSite} site */
export const launchBrowser = (site) => site.launchBrowser(PRERENDER_CHROMIUM_ARGS);

/**
 * A context on the site's local origin (a page goes to a route by its path). Reduced motion: animated parts (the
 * rotating headline) are captured in the state the app starts in. Every origin the build names is answered from its
 * folder, by the browser's own request handling: no server, so no port of the machine is taken, and a site already
 * served on the deployment's ports (npm start, another release rendering) is neither asked nor in the way. Nothing
 * leaves the machine.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function newSiteContext(browser, site, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: site.origin, reducedMotion: 'reduce', viewport });
  // The render is no visitor, and asks for privacy as a browser may (Global Privacy Control), so its pages send no
  // field event: a batch sent as a page closes can leave the browser past the handling above, to a site served on
  // the deployment's origins, and would count there as a visit of the build being rendered.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
  );
  const folders = new Map(site.folders);
  await context.route(
    () => true,
    (route) => {
      const url = new URL(route.request().url());
      if (/^(data|blob):$/.test(url.protocol)) return route.fallback();
      const dir = folders.get(url.origin);
      if (!dir) return route.abort();
      const file = fileAnswering(dir, url.pathname);
      // Cross-origin reads are allowed, as the servers of the deployment allow them (a remote's files load over CORS).
      return file
        ? route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*' } })
        : route.fulfill({ status: 404, body: `${url.pathname} is not in ${dir}` });
    },
  );
  return context;
}

/** The file of `dir` at `pathname`, or null: none there, or a path that leaves the folder. */
function fileAt(dir, pathname) {
  const file = path.join(dir, decodeURIComponent(pathname));
  if (path.relative(dir, file).startsWith('..')) return null;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/**
 * The file of `dir` that answers `pathname`: the file itself, or else the folder's app page (index.html), as a
 * single-page app's server answers every other path; null when the folder has neither.
 */
export function fileAnswering(dir, pathname) {
  return fileAt(dir, pathname) ?? fileAt(dir, '/index.html');
}

/**
 * A file the page names, read from the folder that answers for its origin.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function bytesOf(site, url, doing) {
  const { origin, pathname } = new URL(url);
  const dir = new Map(site.folders).get(origin);
  const file = dir && fileAt(dir, pathname);
  if (!file) throw new Error(`${url} is in none of the site's folders (${doing})`);
  return readFileSync(file);
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
