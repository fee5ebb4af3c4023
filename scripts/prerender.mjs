#!/usr/bin/env node
// Prerenders the site's pages after the build (`npm run build` runs it; usage below); a remote's release re-renders
// only its routes. The prerender is the build tooling's (tooling/prerender/), and this checkout's build as its local
// servers serve it is theirs (local-servers/): this command hands the one the other, with the release tool's pins
// and this machine's Chromium.
import { chromium } from '@playwright/test';
import { prerenderSite } from '@callvera/tooling/prerender/prerender-site';
import { answerHelp } from '@callvera/checkout/command-usage';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@callvera/checkout/machine-chromium';
import { pinnedToTheseBuilds } from '@callvera/release/pin-builds';
import { servedBuild } from '@callvera/local-servers/served-build';

answerHelp(`usage: node scripts/prerender.mjs [--routes=/pricing,/other]   (after the apps' build)
  --routes  only these routes (a remote's release re-renders its own)`);
const routes = process.argv
  .find((arg) => arg.startsWith('--routes='))
  ?.slice('--routes='.length)
  .split(',');
await prerenderSite(
  {
    ...servedBuild(),
    pinToBuilds: pinnedToTheseBuilds,
    launchBrowser: (args) => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, ...CHROMIUM_ARGS] }),
  },
  { routes },
);
