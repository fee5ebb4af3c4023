// The release tool as a package a team installs in its own repository (`npm run pack:release-tool`): the bundle
// (bundle-config.mjs), its files and a package.json whose bin is `release-remote`, packed by npm into a tarball.
// The tarball is kept under .cache/release-tool/, named by a hash of what it holds: packing the same tool again
// reuses it, and a test installs it once for each content.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { filesUnder } from '@callvera/tooling/files-under';
import { BIN_NAME, bundleConfig, RUNTIME_DEPENDENCIES } from './bundle-config.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const PACKAGE_NAME = '@callvera/release-tool';
/** The bin the package installs, and where it is in the package. */
export const BIN = { [BIN_NAME]: `dist/${BIN_NAME}.mjs` };
const CACHE = path.join(repoRoot, '.cache/release-tool');

/** A failure of packing, named for the step that failed: the command prints it and exits 1. */
export class PackError extends Error {
  name = 'PackError';
}

/** The folder of `name` as Node resolves it from `fromDir` (its real path), or null. */
function packageDirFrom(fromDir, name) {
  const paths = createRequire(path.join(fromDir, 'package.json')).resolve.paths(name) ?? [];
  const found = paths.map((dir) => path.join(dir, name)).find((dir) => existsSync(path.join(dir, 'package.json')));
  return found ? realpathSync(found) : null;
}

/** Each runtime dependency at the version this workspace's install resolves. */
export function pinnedDependencies() {
  return Object.fromEntries(
    Object.entries(RUNTIME_DEPENDENCIES).map(([name, [workspaceFolder, ...through]]) => {
      let dir = path.join(repoRoot, workspaceFolder);
      for (const step of [...through, name]) {
        const next = packageDirFrom(dir, step);
        if (!next)
          throw new PackError(`${step} is not installed for ${path.relative(repoRoot, dir) || dir}: run the workspace's install first`);
        dir = next;
      }
      return [name, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version];
    }),
  );
}

/** Bundles the tool into `outDir`; throws a PackError listing the bundler's errors. */
async function bundle(outDir) {
  const compiler = rspack(bundleConfig({ outDir }));
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors())
    throw new PackError(`the bundle failed:\n${stats.toString({ all: false, errors: true, errorDetails: false, colors: false })}`);
  const warnings = stats.toJson({ all: false, warnings: true }).warnings ?? [];
  // A warning here is a module the bundle could not take in (a file read by a computed path, an import by an
  // expression): the tool would fail in a team's repository where it works in this one.
  if (warnings.length)
    throw new PackError(
      `the bundle has warnings, each a file the tool may not find once installed:\n${warnings.map((w) => w.message).join('\n')}`,
    );
}

/** The package's own package.json. */
function packageJson() {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'release/package.json'), 'utf8'));
  return {
    name: PACKAGE_NAME,
    version,
    description:
      "Callvera's release tool for a section team's own repository: publish, check, roll back, list and pin a remote, and step its canary, into a served folder or a bucket behind the CDN.",
    type: 'module',
    bin: BIN,
    files: ['dist'],
    engines: { node: '>=20' },
    dependencies: pinnedDependencies(),
  };
}

/** A hash of a folder's files, names and bytes: the package's content. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the package and packs it, or reuses the tarball of the same content.
 * @returns {Promise<{ tarball: string, bytes: number, key: string, reused: boolean }>}
 */
export async function packReleaseTool() {
  // Staged apart for each process: a test packing while a team packs by hand must not build into one folder.
  const staging = path.join(CACHE, `staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const packageDir = path.join(staging, 'package');
    await bundle(path.join(packageDir, 'dist'));
    writeFileSync(path.join(packageDir, 'package.json'), `${JSON.stringify(packageJson(), null, 2)}\n`);
    const key = contentHash(packageDir);
    const destination = path.join(CACHE, key);
    const existing = existsSync(destination) ? readdirSync(destination).find((file) => file.endsWith('.tgz')) : undefined;
    if (existing) {
      const tarball = path.join(destination, existing);
      return { tarball, bytes: statSync(tarball).size, key, reused: true };
    }
    mkdirSync(destination, { recursive: true });
    const tarball = path.join(destination, npmPack(packageDir, destination));
    return { tarball, bytes: statSync(tarball).size, key, reused: false };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Packs `packageDir` into `destination` with npm; the tarball's file name. */
function npmPack(packageDir, destination) {
  try {
    const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(output)[0].filename;
  } catch (error) {
    rmSync(destination, { recursive: true, force: true });
    throw new PackError(`npm pack failed: ${error.stderr?.toString().trim() || error.message}`);
  }
}
