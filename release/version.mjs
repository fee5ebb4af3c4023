// A release's id carries the build's version and becomes a folder name, so the
// version must be a plain semantic version: no slashes, no "..", nothing a path could escape by.
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

export function releaseId(now, version) {
  return `${now.toISOString().replace(/[:.]/g, '-')}_${version}`;
}
