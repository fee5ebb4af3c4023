import type { FieldEventCommon } from '@callvera/shared/field-events';
import type { SiteRoute } from '../routing/site-routes';
import { remoteRelease } from './remote-release';

declare const __SHELL_RELEASE__: string;

/** The shell's version (shell/package.json), fixed when it is built. */
export const SHELL_RELEASE: string = __SHELL_RELEASE__;

/** Random for this page load and kept nowhere: it only ties the load's events together. */
export function newPageLoadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a page on plain http (a phone testing on the LAN) makes one the same way.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type RouteFields = (pathname: string) => Pick<FieldEventCommon, 'route' | 'remote' | 'remoteRelease'>;

/**
 * Where an event happened: the route of a path (never the path itself, which could hold anything a
 * visitor typed into the address bar), its remote and that remote's release.
 */
export function routeFieldsIn(routes: readonly SiteRoute[]): RouteFields {
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
