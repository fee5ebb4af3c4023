// A release's id carries the build's version and becomes a folder name, so the
// version must be a plain semantic version: no slashes, no "..", nothing a path could escape by.
import { bareVersion } from '@callvera/shared/registry/release-names';

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

export function checkedVersion(manifest, manifestFile) {
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || version.length > 64 || !SEMVER.test(version)) {
    throw new Error(
      `${manifestFile} names version ${JSON.stringify(version)}: a release needs a semantic version such as 1.4.0 or 1.4.0-rc.1`,
    );
  }
  return version;
}

/** A release's id: when it was made and its build's version, the build id after "_" ("+" is a space in an S3 URL's path). */
export function releaseId(now, version) {
  return `${now.toISOString().replace(/[:.]/g, '-')}_${version.replace('+', '_')}`;
}

/**
 * The warning for a build released with the live build's version but other content (a change whose version was
 * not bumped, as often happens): both go on, told apart by their build ids. Null when there is nothing to say.
 * @param {string} app
 * @param {string} version  the build's
 * @param {string | undefined} liveVersion  the live build's
 */
export function sameVersionWarning(app, version, liveVersion) {
  if (!liveVersion || version === liveVersion || bareVersion(version) !== bareVersion(liveVersion)) return null;
  return `${app} ${version} has the version of the live build ${liveVersion}, with other content: the history, pins and field events tell them apart by build id; bump the version to tell them apart by version too`;
}
