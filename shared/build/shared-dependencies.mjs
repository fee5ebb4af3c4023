import { readFileSync } from 'node:fs';

const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * Our own modules that hold state every app must see once: React contexts and stores.
 * The rest of @callvera/shared (types, data, helpers, components without state) is
 * bundled into each app that imports it: sharing it would add a version negotiation
 * and a request per module to every page load for nothing.
 */
export const STATEFUL_SUBPATHS = ['./site-config-context', './navigation', './toast', './demo-call'];

/**
 * Everything loaded once per page, whoever loads first. Subpaths are listed too,
 * or a second React ends up in a bundle.
 */
export function sharedDependencies() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: singleton('^19.3.0'),
    'react/jsx-runtime': singleton('^19.3.0'),
    'react-dom': singleton('^19.3.0'),
    'react-dom/client': singleton('^19.3.0'),
    zustand: singleton('^5.1.0'),
    'zustand/vanilla': singleton('^5.1.0'),
    ...Object.fromEntries(
      STATEFUL_SUBPATHS.map((subpath) => [
        `@callvera/shared${subpath.slice(1)}`,
        { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version },
      ]),
    ),
  };
}
