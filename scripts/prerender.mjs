// Prerenders the site's pages after the build (`npm run build` runs it; usage below). A remote's release re-renders
// only its routes.
// The prerender itself is the build tooling's (tooling/prerender/); this command hands it this checkout's build,
// its servers and this machine's Chromium.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { prerenderSite } from '@callvera/tooling/prerender/prerender-site';
import { answerHelp } from '@callvera/checkout/command-usage';
import { isProgram } from '@callvera/checkout/is-program';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@callvera/checkout/machine-chromium';
import { pinnedToTheseBuilds } from '@callvera/release/pin-builds';
import { SITE_APPS, SITE_PATHS, SITE_TARGET } from '@callvera/checkout/site-apps';
import { SITE_ORIGIN, startSiteServers } from '@callvera/local-servers/start-site-servers';

/** This checkout's production build, as its local servers serve it. */
const thisCheckoutsSite = () => ({
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
  pinToBuilds: pinnedToTheseBuilds,
  launchBrowser: (args) => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, ...CHROMIUM_ARGS] }),
});

if (isProgram(import.meta.url)) {
  answerHelp(`usage: node scripts/prerender.mjs [--routes=/pricing,/other]   (after the apps' build)
  --routes  only these routes (a remote's release re-renders its own)`);
  const routes = process.argv
    .find((arg) => arg.startsWith('--routes='))
    ?.slice('--routes='.length)
    .split(',');
  await prerenderSite(thisCheckoutsSite(), { routes });
}
