import { loadRemoteModule } from '../composition/load-remote-module';
import type { RoutePageModule } from '@callvera/shared/contracts';
import { SITE_ROUTES } from './site-routes';

/** Longer than this, the visitor is better served by the app's own loading state. */
const PRELOAD_LIMIT_MS = 4000;

/**
 * The served HTML already shows this route's page (prerendered at build).
 * Fetching its remote before the first render lets React replace it with the
 * same DOM in one commit: no flash, no layout shift.
 */
export async function preloadCurrentPage() {
  const path = location.pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const route = SITE_ROUTES.find((candidate) => candidate.path.toLowerCase() === path);
  if (!route) return;
  const limit = new Promise((resolve) => setTimeout(resolve, PRELOAD_LIMIT_MS));
  // A failure here is shown by the route's own fallback when it renders.
  await Promise.race([loadRemoteModule<RoutePageModule>(route.remote, route.module, 'default').catch(() => undefined), limit]);
}

/** Head tags written by the prerender step; React renders its own for the live page. */
export function forgetPrerenderedHead() {
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
}
