import type { FieldEventCommon } from '@callvera/shared/field-events';
import type { SiteRoute } from '../routing/site-routes';
import { remoteRelease } from './remote-release';

export type RouteFields = (pathname: string) => Pick<FieldEventCommon, 'route' | 'remote' | 'remoteRelease'>;

/**
 * Where an event happened: the route of a path (never the path itself, which could hold anything a
 * visitor typed into the address bar), its remote and that remote's release.
 */
export function routeFieldsIn(routes: readonly Pick<SiteRoute, 'path' | 'remote'>[]): RouteFields {
  return (pathname) => {
    const path = pathname.replace(/(.)\/$/, '$1');
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) return { route: 'not-found', remoteRelease: 'unknown' };
    return { route: route.path, remote: route.remote, remoteRelease: remoteRelease(route.remote) };
  };
}

/** The path this page load started on: its vitals belong to it, whatever route shows when they are reported. */
export function landingPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}
