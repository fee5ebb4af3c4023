import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

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

/**
 * The shell's split of the modules it shares into files: one for the packages (React, React DOM, zustand),
 * one for our stateful modules. Every page loads all of them at start-up; as a file each (ten), they queued
 * behind the six connections an HTTP/1.1 browser opens to an origin, a round trip per wave. The packages
 * change only with an upgrade, so their file stays cached across shell releases.
 */
export function sharedModuleChunks(appDir) {
  const packages = [...new Set(Object.keys(sharedDependencies()).map((key) => key.split('/')[0]))].filter((name) => !name.startsWith('@'));
  // With what they depend on (react-dom's scheduler), or that would be a file of its own.
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const dependencies = packages.flatMap((name) => Object.keys(fromApp(`${name}/package.json`).dependencies ?? {}));
  const packageDirs = [...packages, ...dependencies].map((name) => `${path.sep}node_modules${path.sep}${name}${path.sep}`);
  const sharedRoot = fileURLToPath(new URL('..', import.meta.url));
  // A stateful module's folder holds it and the helpers only it uses.
  const statefulDirs = STATEFUL_SUBPATHS.map((subpath) => path.dirname(path.join(sharedRoot, sharedPackage.exports[subpath])) + path.sep);
  const group = (name, dirs) => ({
    name,
    chunks: 'async',
    enforce: true,
    test: (module) => {
      const resource = module.nameForCondition?.() ?? '';
      return dirs.some((dir) => resource.includes(dir));
    },
  });
  return { sharedPackages: group('shared-packages', packageDirs), sharedState: group('shared-state', statefulDirs) };
}
