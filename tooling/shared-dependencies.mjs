import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sameMajorRange } from '@callvera/shared/composition-check';
import { sharedPackage, sharedPackageDir } from './shared-package.mjs';

export { sameMajorRange };

/**
 * Our own modules that hold state every app must see once: React contexts and stores.
 * The rest of @callvera/shared (types, data, helpers, components without state) is
 * bundled into each app that imports it: sharing it would add a version negotiation
 * and a request per module to every page load for nothing.
 */
export const STATEFUL_SUBPATHS = ['./site-config-context', './navigation', './toast', './demo-call'];

/**
 * Everything loaded once per page, whoever loads first (share keys). Subpaths are listed too,
 * or a second React ends up in a bundle.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  ...STATEFUL_SUBPATHS.map((subpath) => `${sharedPackage.name}${subpath.slice(1)}`),
];

/**
 * The federation `shared` config: each module a singleton, at the version of the package the app bundles for
 * it (after the build's `resolve.alias`, as the bundler resolves it), requiring that version's major.
 * @param {string} appDir  the app folder, where its packages are resolved from
 * @param {Record<string, string>} [alias]  the build's resolve.alias (`name` matches the name and its subpaths, `name$` only itself)
 */
export function sharedDependencies(appDir, alias = {}) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    SHARED_MODULES.map((key) => {
      const { version } = JSON.parse(readFileSync(packageJsonOf(fromApp, packageNameOf(aliased(key, alias))), 'utf8'));
      return [key, { singleton: true, version, requiredVersion: sameMajorRange(version) }];
    }),
  );
}

/** The request an alias turns `request` into, as Rspack applies it. */
function aliased(request, alias) {
  if (Object.hasOwn(alias, `${request}$`)) return alias[`${request}$`];
  const prefix = Object.keys(alias).find((key) => !key.endsWith('$') && (request === key || request.startsWith(`${key}/`)));
  return prefix === undefined ? request : `${alias[prefix]}${request.slice(prefix.length)}`;
}

const packageNameOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** The package.json of an installed package, found as Node finds the package (whatever its `exports` allow). */
function packageJsonOf(fromApp, name) {
  for (const dir of fromApp.resolve.paths(name) ?? []) {
    const file = path.join(dir, name, 'package.json');
    if (existsSync(file)) return file;
  }
  throw new Error(`${name} is not installed where the app resolves it: it is shared (tooling/shared-dependencies.mjs)`);
}

/**
 * The shell's split of the modules it shares into files: one for the packages (React, React DOM, zustand),
 * one for our stateful modules. Every page loads all of them at start-up; as a file each (ten), they queued
 * behind the six connections an HTTP/1.1 browser opens to an origin, a round trip per wave. The packages
 * change only with an upgrade, so their file stays cached across shell releases.
 */
export function sharedModuleChunks(appDir) {
  const packages = [...new Set(SHARED_MODULES.map(packageNameOf))].filter((name) => name !== sharedPackage.name);
  // With what they depend on (react-dom's scheduler), or that would be a file of its own.
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const dependencies = packages.flatMap((name) => Object.keys(fromApp(`${name}/package.json`).dependencies ?? {}));
  const packageDirs = [...packages, ...dependencies].map((name) => `${path.sep}node_modules${path.sep}${name}${path.sep}`);
  // A stateful module's folder holds it and the helpers only it uses.
  const statefulDirs = STATEFUL_SUBPATHS.map(
    (subpath) => path.dirname(path.join(sharedPackageDir, sharedPackage.exports[subpath])) + path.sep,
  );
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

/** A consumer's name: `consume shared module (<share scope>) <share key>@<required version> …`. */
const CONSUMER = /^consume shared module \(([^)]*)\) (\S+)@/;

/**
 * A name for each chunk that holds only a shared module's consumer (no file: the runtime's list of what to take from
 * the page's share scope before a chunk runs). Rspack numbers an unnamed chunk from its modules' names, and a
 * consumer's name holds the absolute path of its fallback: the same build in another folder gave those chunks other
 * ids, written into the files that load them. A named chunk is numbered from its name.
 */
export const consumerChunks = () => ({
  // Where Rspack's default split puts them: apart, once two chunks need one, however small.
  sharedConsumers: {
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: -10,
    test: (module) => module.type === 'consume-shared-module',
    name: (module) => {
      const [, shareScope, shareKey] = module.identifier().match(CONSUMER);
      return `consume-${shareScope}-${shareKey}`;
    },
  },
});
