import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const sharedPackageJson = realpathSync(createRequire(import.meta.url).resolve('@callvera/shared/package.json'));

/** The folder of @callvera/shared as installed beside this package: the run-time library every app builds with. */
export const sharedPackageDir = path.dirname(sharedPackageJson);

/** @callvera/shared's package.json: its name, version and the subpaths it exports. */
export const sharedPackage = JSON.parse(readFileSync(sharedPackageJson, 'utf8'));
