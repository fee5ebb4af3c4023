// What the prerender is given of the site it renders: the caller (the build's prerender command) knows where the
// build lies, how to serve it and which browser this machine has; the prerender knows only this shape.

/**
 * @typedef {object} ServedSite
 * @property {string} dist  the shell's build folder: the app's page is read and every route's page written there
 * @property {string} origin  where `serve` serves the shell, e.g. http://localhost:3000
 * @property {string[]} routes  every route's path, in the order the sitemap lists them
 * @property {object} target  the deployment the build is for (`@callvera/shared/registry/origins`), naming variants' manifests
 * @property {Array<[string, string]>} localStandIns  each origin the build names that a local server answers for
 *   here: [deployed origin, local origin]
 * @property {() => Promise<{ stop: () => void }>} serve  serves the build, every shell path answered with the app itself
 * @property {(remoteMap: object) => { map: object, problems: string[] }} pinToBuilds  a remote map pinned to the
 *   builds served (a production shell loads no unpinned remote)
 * @property {(args: string[]) => Promise<import('@playwright/test').Browser>} launchBrowser  a Chromium with these
 *   arguments added to the machine's own
 */

const FIELDS = {
  dist: 'string',
  origin: 'string',
  routes: 'object',
  target: 'object',
  localStandIns: 'object',
  serve: 'function',
  pinToBuilds: 'function',
  launchBrowser: 'function',
};

/**
 * The site as given, or an error naming each field missing or of the wrong kind.
 * @returns {ServedSite}
 */
export function checkedServedSite(site) {
  const wrong = Object.entries(FIELDS)
    .filter(([field, kind]) => typeof site?.[field] !== kind || site[field] === null)
    .map(([field, kind]) => `${field} (${kind})`);
  if (wrong.length) throw new Error(`The prerender was given no usable ${wrong.join(', ')} of the site to render.`);
  return site;
}
