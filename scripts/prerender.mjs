#!/usr/bin/env node
// Prerenders the site's pages after the build (`npm run build` runs it; usage below). The renderer is the one the
// shell's build ships (tooling/prerender/, as a remote's release runs the live shell's), and this checkout's build as
// its local servers serve it is theirs (local-servers/): this command hands the one the other, with the release
// tool's pins and this machine's Chromium.
import { loadPageRenderer } from '@callvera/tooling/prerender/load-page-renderer';
import { answerHelp } from '@callvera/checkout/command-usage';
import { launchMachineChromium } from '@callvera/checkout/launch-chromium';
import { pinnedToTheseBuilds } from '@callvera/release/pin-builds';
import { servedBuild } from '@callvera/local-servers/served-build';

answerHelp(`usage: node scripts/prerender.mjs [--routes=/pricing,/other]   (after the apps' build)
  --routes  only these routes (a remote's release re-renders its own)`);
const routes = process.argv
  .find((arg) => arg.startsWith('--routes='))
  ?.slice('--routes='.length)
  .split(',');
const site = servedBuild();
const { prerenderSite } = await loadPageRenderer(site.dist);
await prerenderSite(
  {
    ...site,
    pinToBuilds: pinnedToTheseBuilds,
    launchBrowser: launchMachineChromium,
  },
  { routes },
);
