// What the prerender is given of the site it renders: the caller (the build's prerender command) knows where the
// build lies, which folder answers for each origin and which browser this machine has; the prerender knows only this shape.

/**
 * @typedef {object} ServedSite
 * @property {string} dist  the shell's build folder: the app's page is read and every route's page written there
 * @property {string} origin  the shell's origin in the pages' browser, e.g. http://localhost:3000
 * @property {string[]} routes  every route's path, in the order the sitemap lists them
 * @property {object} target  the deployment the build is for (`@callvera/shared/registry/origins`), naming variants' manifests
 * @property {Array<[string, string]>} folders  each origin the build names, and the folder whose files answer for it
 *   ([origin, folder]; the shell's origin among them): a path with no file gets the folder's app page
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
  folders: 'object',
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
