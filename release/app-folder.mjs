// What a release command is given to release: an app's folder holding its build in dist/ (named after the app, as
// in this repository: mfe-pricing), or a build folder itself, wherever a team's own repository puts it (its
// mf-manifest.json names the remote; the registry names the app that serves it).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_APPS } from '@callvera/checkout/site-apps';

/**
 * The app and the folder the commands read (`<app-dir>/dist` is the build).
 * @param {string} given  the command's <app-dir> argument
 * @returns {{ app: string, appDir: string }}
 */
export function releasedApp(given) {
  const manifestFile = path.join(given, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { app: path.basename(path.resolve(given)), appDir: given };
  let name;
  try {
    name = JSON.parse(readFileSync(manifestFile, 'utf8')).name;
  } catch {
    throw new Error(`${manifestFile} is not JSON: build it again`);
  }
  const app = SITE_APPS.find((candidate) => (candidate.remote ?? 'shell') === name);
  if (!app)
    throw new Error(
      `${manifestFile} names "${name}", which no app of the site is (${SITE_APPS.map((candidate) => candidate.remote ?? 'shell').join(', ')})`,
    );
  // The commands read <app-dir>/dist, and name the app after <app-dir>: a folder laid out so, its dist the build.
  const appDir = path.join(mkdtempSync(path.join(tmpdir(), 'release-app-')), app.dir);
  mkdirSync(appDir);
  symlinkSync(path.resolve(given), path.join(appDir, 'dist'), 'dir');
  return { app: app.dir, appDir };
}
