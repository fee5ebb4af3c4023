// What a build's mf-manifest.json records for composing, beyond its `shared` list, read from the compilation
// itself (what the build contains), not from the config it was given: the release tool and the shell compare it
// (shared/src/contracts/composition-check.js).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sameMajorRange } from '@callvera/shared/composition-check';
import { sharedPackage } from './shared-package.mjs';
import { LENT_FEDERATION_EXPORTS, LENT_FEDERATION_MODULES, LENT_GLOBALS, RUNTIME_CORE_GLOBAL } from './lend-federation-modules.js';
import { SHARED_MODULES } from './shared-dependencies.mjs';

/**
 * Writes into the manifest's metaData.composition: the shell contract it implements, what it bundles of the
 * modules a page shares once (`bundled`), and
 * - a shell: the globals it lends remotes (in production, lend-federation-modules.js);
 * - a remote: the globals its code reads from the page (the externals that made it into its build), with the
 *   names it uses of each; and, when it borrows the runtime core, the range of it that its code needs: the major
 *   of the federation it was built with.
 * @param {{ metaData: Record<string, unknown> & { pluginVersion: string }, shared: { name: string, singleton?: boolean }[] }} stats
 * @param {import('@rspack/core').Compilation} compilation
 * @param {{ isHost: boolean, production: boolean, contractVersion: number }} options
 */
export function recordComposition(stats, compilation, { isHost, production, contractVersion }) {
  const bundled = bundledSharedModules(compilation, stats.shared);
  if (isHost) {
    stats.metaData.composition = { shellContract: contractVersion, lends: production ? LENT_GLOBALS : {}, bundled };
    return stats;
  }
  const namesOf = Object.fromEntries(
    Object.entries(LENT_FEDERATION_MODULES).map(([name, global]) => [global, LENT_FEDERATION_EXPORTS[name] ?? []]),
  );
  const borrowed = [...compilation.modules].flatMap((module) => {
    const external = /^external [\w-]+ (".*")$/.exec(module.identifier());
    return external ? [JSON.parse(external[1])] : [];
  });
  const borrows = Object.fromEntries(borrowed.sort().map((global) => [global, namesOf[global] ?? []]));
  stats.metaData.composition = {
    shellContract: contractVersion,
    ...(borrowed.includes(RUNTIME_CORE_GLOBAL) ? { federationRuntime: sameMajorRange(stats.metaData.pluginVersion) } : {}),
    ...(borrowed.length ? { borrows } : {}),
    bundled,
  };
  return stats;
}

/** "consume shared module (default) react@^19.0.0 (strict) (fallback: /…/react/index.js)": the share key and the file bundled for it. */
const CONSUMED = /^consume shared module \([^)]*\) (@?[^@]+)@.*\(fallback: (.+)\)$/;

/**
 * Share key → the version of the package the build contains for it and whether it takes it as a singleton,
 * for each module a page shares once (SHARED_MODULES) that the build contains. The version is the one of the
 * package its file comes from, whatever version or range the config declared; a module the build bundles
 * without sharing it (its own copy, beside the page's) is recorded as no singleton.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {{ name: string, singleton?: boolean }[]} declared  the build's shared modules, as its federation config gave them
 * @returns {Record<string, { version: string, singleton: boolean }>}
 */
export function bundledSharedModules(compilation, declared) {
  const singletons = new Set(declared.filter((shared) => shared.singleton).map((shared) => shared.name));
  const consumed = new Map();
  const files = [];
  for (const module of compilation.modules) {
    const match = CONSUMED.exec(module.identifier());
    if (match) consumed.set(match[1], match[2]);
    else if (typeof module.resource === 'string') files.push(module.resource);
  }
  /** @type {Record<string, { version: string, singleton: boolean }>} */
  const bundled = {};
  for (const key of SHARED_MODULES) {
    if (consumed.has(key)) {
      const from = packageOfFile(consumed.get(key));
      if (!from) throw new Error(`${consumed.get(key)}, bundled for ${key}, belongs to no package with a version`);
      bundled[key] = { version: from.version, singleton: singletons.has(key) };
      continue;
    }
    const own = files.map(packageOfFile).find((found) => found && isOwnCopyOf(key, found, consumed));
    if (own) bundled[key] = { version: own.version, singleton: false };
  }
  return bundled;
}

/**
 * Whether a file bundled outside any shared module is the build's own copy of `key`: a file of a package of
 * React, React DOM or zustand of which the build shares nothing, or the very file of a stateful module of
 * @callvera/shared (the rest of that package is bundled into each app by design).
 */
function isOwnCopyOf(key, found, consumed) {
  if (key.startsWith(`${sharedPackage.name}/`)) {
    const entry = sharedPackage.exports[`.${key.slice(sharedPackage.name.length)}`];
    return found.name === sharedPackage.name && found.relative === entry.replace(/^\.\//, '');
  }
  const name = packageNameOf(key);
  return found.name === name && ![...consumed.keys()].some((consumedKey) => packageNameOf(consumedKey) === name);
}

const packageNameOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

const packageCache = new Map();

/** The package a file belongs to (its nearest package.json with a name): name, version and the file's path inside it. */
function packageOfFile(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (!packageCache.has(dir)) {
      const manifest = path.join(dir, 'package.json');
      const json = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : null;
      packageCache.set(dir, json?.name && json.version ? json : null);
    }
    const found = packageCache.get(dir);
    if (found) return { name: found.name, version: found.version, relative: path.relative(dir, file).split(path.sep).join('/') };
    dir = path.dirname(dir);
  }
  return null;
}
