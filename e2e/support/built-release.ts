import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, where the apps' build folders are. */
const ROOT = path.resolve(__dirname, '../..');

/** The release a build folder (relative to the repository) reports: its version and build id, as its field events name it. */
export const builtRelease = (dist: string): string =>
  (JSON.parse(readFileSync(path.join(ROOT, dist, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } })
    .metaData.buildInfo.buildVersion;
