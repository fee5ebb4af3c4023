// How a release sees a build: hashed files (under assets/) that are only ever
// added, and small unhashed files it swaps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isManifestFile } from './composition-gate.mjs';
import { listTree } from './files.mjs';
import { checkedVersion } from './version.mjs';

const HASHED = /^assets\//;
/** Swapped last, in this order: the shell reads the manifest first, and it must only name an entry already in place. */
const SWAPPED_LAST = ['remoteEntry.js', 'mf-manifest.json'];

export function swapOrder(files) {
  const rank = (file) => SWAPPED_LAST.indexOf(file);
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/** The build's version, hashed files and swapped files; throws for a build that is missing or badly versioned. */
export function readBuild(dist) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dist} has no mf-manifest.json: build it first`);
  const version = checkedVersion(JSON.parse(readFileSync(manifestFile, 'utf8')), manifestFile);
  const tree = listTree(dist);
  return { manifestFile, version, assets: tree.filter((file) => HASHED.test(file)), files: tree.filter((file) => !HASHED.test(file)) };
}

/** Every mf-manifest.json a folder on disk (a build, or what a server serves) holds: the app's own and its variants'. */
export function manifestsIn(folder) {
  if (!existsSync(folder)) return [];
  return listTree(folder)
    .filter(isManifestFile)
    .map((file) => ({ file, manifest: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) }));
}
