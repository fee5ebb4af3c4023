import type { RoutePageModule } from '@callvera/shared/contracts';
import { loadRemoteModule } from '../composition/load-remote-module';
import { SITE_ROUTES } from '../routing/site-routes';

/**
 * Starts loading the route's page as the app starts. React reaches a served
 * page's region only after it has taken over the rest, and would ask for the
 * code then; the page's region shows its fallback if this load fails.
 */
export function startLoadingCurrentPage() {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const route = SITE_ROUTES.find((candidate) => candidate.path === path);
  if (route) loadRemoteModule<RoutePageModule>(route.remote, route.module, 'default').catch(() => undefined);
}
