import type { PageRoute } from '@callvera/shared/contracts';

declare const __PAGE_ROUTES__: readonly Pick<PageRoute, 'path' | 'remote'>[];

/**
 * The registry's routes and their remotes, written into the build (shell/rspack.config.mjs): the page's first script
 * names the route its vitals were measured on, and the whole registry would weigh on every first load.
 */
export const PAGE_ROUTES = __PAGE_ROUTES__;
