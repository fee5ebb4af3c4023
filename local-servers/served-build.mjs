// This checkout's production build as its local servers serve it, in the shape the build tooling's prerender takes
// (tooling/prerender/served-site.mjs), but for what is not the servers' to know: how the build's remotes are pinned
// (the release tool's) and which browser renders the pages (the command's).
import { fileURLToPath } from 'node:url';
import { SITE_APPS, SITE_PATHS, SITE_TARGET } from '@callvera/checkout/site-apps';
import { SITE_ORIGIN, startSiteServers } from './start-site-servers.mjs';

/** Where the shell's build lies, with every route and the deployment it was built for, and how to serve it all. */
export const servedBuild = () => ({
  dist: fileURLToPath(new URL('../shell/dist', import.meta.url)),
  origin: SITE_ORIGIN,
  routes: SITE_PATHS,
  target: SITE_TARGET,
  // A production build names its remotes' production origins (its remotes.json, the origins it trusts, and so the
  // files its pages preload); the local servers answer for them here.
  localStandIns:
    SITE_TARGET.deployment === 'production'
      ? SITE_APPS.filter((app) => app.remote).map((app) => [app.origin, `http://localhost:${app.port}`])
      : [],
  serve: () => startSiteServers({ shellAsSpa: true }),
});
