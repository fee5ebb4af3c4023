import { SITE_REGISTRY } from '@callvera/shared/registry';
import type { PageRoute } from '@callvera/shared/contracts';

/** Which remote serves each route and what the visitor calls it: one entry each in shared/registry/site-registry.js. */
export type SiteRoute = PageRoute;

export const SITE_ROUTES: readonly SiteRoute[] = SITE_REGISTRY.routes;
