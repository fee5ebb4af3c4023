// This checkout's apps, ports and routes, from shared/registry/site-registry.js, for the
// deployment the environment asks for (SITE_DEPLOYMENT, local by default). SITE_PORT_BASE moves
// the whole local set (3000 → 3100 gives 3100…3105), so two checkouts can run their tests side by side.
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { siteApps, siteTargetFrom } from '@callvera/shared/registry/origins';

export const SITE_TARGET = siteTargetFrom(process.env);
export const PORT_BASE = SITE_TARGET.portBase;

/** Every deployable app: { dir, remote, port, origin, ... }, the shell first. */
export const SITE_APPS = siteApps(SITE_TARGET);

/** Every route path, in the registry's order: what the prerender renders, the sitemap lists and the bench measures. */
export const SITE_PATHS = SITE_REGISTRY.routes.map((route) => route.path);

/**
 * Each origin a build for this deployment names, with the folder that answers for it (`folderOf(app)`): an app's
 * port on this machine, and its production origin too when the build names that instead (its remotes.json, the
 * origins it trusts, and so the files its pages preload).
 * @param {(app: (typeof SITE_APPS)[number]) => string} folderOf
 * @returns {Array<[string, string]>}
 */
export function originFolders(folderOf) {
  return SITE_APPS.flatMap((app) => {
    const local = `http://localhost:${app.port}`;
    return [[local, folderOf(app)], ...(app.remote && app.origin !== local ? [[app.origin, folderOf(app)]] : [])];
  });
}

/** The shell's origin on this machine, where a page renders. */
export const SHELL_LOCAL_ORIGIN = `http://localhost:${SITE_APPS[0].port}`;
