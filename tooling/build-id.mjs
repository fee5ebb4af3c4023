// A build's id: a hash of what it ships, written into the version each of its manifests reports
// (`1.4.0+3fa9c2d1e0`, semver's build metadata), so two builds of one version are told apart wherever the
// version goes: the release tool's history, the pages' record of what they were rendered from, the field events.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bareVersion, releaseName } from '@callvera/shared/registry/release-names';
import { filesUnder } from './files-under.mjs';

/** The manifests the federation plugin writes; each reports the build's version. */
const MANIFESTS = new Set(['mf-manifest.json', 'mf-stats.json']);

/** Not what the build ships: the deployment's own settings, edited after the build, and copies compressed from other files. */
const NOT_SHIPPED = (name) => name === 'site-config.json' || name.endsWith('.br') || name.endsWith('.gz');

/** Long enough that two builds of one version never share one (40 bits), short enough to read beside the version. */
const ID_LENGTH = 10;

const shippedFiles = (dist) => filesUnder(dist, NOT_SHIPPED);

/** A manifest as hashed: its version without the build id, so stamping twice gives the same id. */
function withBareVersion(text) {
  const manifest = JSON.parse(text);
  const buildInfo = manifest.metaData?.buildInfo;
  if (buildInfo?.buildVersion !== undefined) buildInfo.buildVersion = bareVersion(buildInfo.buildVersion);
  return JSON.stringify(manifest);
}

/** The id of the build in `dist`: every shipped file's path and bytes. */
export function contentIdOf(dist) {
  const hash = createHash('sha256');
  for (const file of shippedFiles(dist)) {
    const bytes = readFileSync(path.join(dist, file));
    hash.update(`${file}\0`);
    hash.update(MANIFESTS.has(path.posix.basename(file)) ? withBareVersion(bytes.toString('utf8')) : bytes);
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, ID_LENGTH);
}

/**
 * Writes the build's id into the version of every manifest in `dist` (an experiment variant's, in its folder,
 * included: it ships inside the same release). Returns the stamped version.
 */
export function stampBuildId(dist) {
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${dist}: no build folder there (build first)`);
  const manifests = shippedFiles(dist).filter((file) => MANIFESTS.has(path.posix.basename(file)));
  if (!manifests.length) throw new Error(`${dist}: no mf-manifest.json in it, so no version to stamp`);
  const id = contentIdOf(dist);
  const versions = new Set();
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
    const buildInfo = manifest.metaData?.buildInfo;
    if (typeof buildInfo?.buildVersion !== 'string') throw new Error(`${path.join(dist, file)} names no buildVersion to stamp`);
    buildInfo.buildVersion = releaseName(buildInfo.buildVersion, id);
    versions.add(buildInfo.buildVersion);
    writeFileSync(path.join(dist, file), JSON.stringify(manifest, null, 2));
  }
  return [...versions].join(', ');
}
