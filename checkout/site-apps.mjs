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
