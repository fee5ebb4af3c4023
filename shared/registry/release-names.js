// How a release is named: its version, then its build's id as semver build metadata (`1.4.0+3fa9c2d1e0`), the id a
// hash of what the build ships. Releases logged before builds had ids are named by version alone.

/** A release's version without its build id: `1.4.0+3fa9c2d1e0` → `1.4.0`. */
export const bareVersion = (release) => String(release).replace(/\+.*$/, '');

/** A release's build id (`1.4.0+3fa9c2d1e0` → `3fa9c2d1e0`), or null for one named by version alone. */
export const buildIdOf = (release) => /\+([0-9a-f]+)$/.exec(String(release))?.[1] ?? null;

/** The name of the build `id` of `version`. */
export const releaseName = (version, id) => `${bareVersion(version)}+${id}`;
