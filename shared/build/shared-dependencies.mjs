import { readFileSync } from 'node:fs';

const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * Everything loaded once per page, whoever loads first. Subpaths are listed too,
 * or a second React ends up in a bundle. Our own package is listed subpath by
 * subpath so its stores (toast, demo call) exist once across shell and remotes.
 */
export function sharedDependencies() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const runtimeSubpaths = Object.keys(sharedPackage.exports).filter(
    (subpath) => !subpath.startsWith('./build') && !subpath.endsWith('.json') && !subpath.endsWith('.css'),
  );
  return {
    react: singleton('^19.3.0'),
    'react/jsx-runtime': singleton('^19.3.0'),
    'react-dom': singleton('^19.3.0'),
    'react-dom/client': singleton('^19.3.0'),
    zustand: singleton('^5.1.0'),
    'zustand/vanilla': singleton('^5.1.0'),
    ...Object.fromEntries(
      runtimeSubpaths.map((subpath) => [
        `@callvera/shared${subpath.slice(1)}`,
        { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version },
      ]),
    ),
  };
}
