// An experiment variant ships inside its remote's build and release: it is written into that remote's build
// folder, under the variant's path, and reports that remote's release.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The workspace's root, where the registry's app folders are.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The variant's build folder, relative to its own app folder.
 * @param {string} appDir
 * @param {{ dir: string }} remote  the registry's entry of the remote it is a variant of
 * @param {{ path: string }} variant  the registry's entry of the variant
 */
export const variantOutputDir = (appDir, remote, variant) => path.relative(appDir, path.join(repoRoot, remote.dir, 'dist', variant.path));

/** The release of a remote's build: its package's version. */
export const remoteRelease = (dir) => JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).version;
