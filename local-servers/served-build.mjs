// This checkout's production build as the deployment's origins would serve it, in the shape the build tooling's
// prerender takes (tooling/prerender/served-site.mjs), but for what is not the build's to know: how the build's
// remotes are pinned (the release tool's) and which browser renders the pages (the command's).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originFolders, SITE_APPS, SITE_PATHS, SITE_TARGET } from '@callvera/checkout/site-apps';
import { SITE_ORIGIN, checkShellBuiltForThesePorts } from './start-site-servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the shell's build lies, with every route, the deployment it was built for, and the folder of each origin. */
export function servedBuild() {
  // Its remotes.json names the remotes' origins: those of this run's deployment, or no folder would answer them.
  checkShellBuiltForThesePorts();
  const dist = (app) => path.join(root, app.dir, 'dist');
  return {
    dist: dist(SITE_APPS[0]),
    origin: SITE_ORIGIN,
    routes: SITE_PATHS,
    target: SITE_TARGET,
    folders: originFolders(dist),
  };
}
