import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createAppConfig } from '@callvera/tooling';
import { synthesizedSampleFiles } from '@callvera/tooling/demo-samples';
import { RASTER_LOGO } from '@callvera/shared/raster-logo';
import { ENTRY_RUNS } from '@callvera/shared/page-marks';
import { announceEntryRuns } from '@callvera/shared/entry-runs';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { defaultRemoteMap, siteTargetFrom, trustedRemoteOrigins } from '@callvera/shared/registry/origins';

// Built for one deployment (SITE_DEPLOYMENT, SITE_PORT_BASE; see shared/registry/site-origins.js):
// its default remotes.json and the origins it will load remotes from come from the registry.
const target = siteTargetFrom(process.env);
const { version } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));

/** The site's mark: the pages' icon, and the logo search engines show. */
const mark = readFileSync(path.join(import.meta.dirname, 'public/favicon.svg'));

/** The logo search engines show (the Organization's JSON-LD names it): the mark as a PNG. */
const rasterLogo = () => new Resvg(mark, { fitTo: { mode: 'width', value: RASTER_LOGO.sizePx } }).render().asPng();

/**
 * The mark as the page's icon, written into the page (src/index.html): asked for as a file, it was one more request
 * while the page loaded, and Lighthouse's simulated LCP on `/` read about 100 ms later with it (docs/speed.md, "The
 * page's icon in the page"). Only what a URL cannot hold is escaped, so the page grows by little more than the mark.
 */
const markAsIconUrl = () => `data:image/svg+xml,${encodeURI(mark.toString('utf8')).replaceAll('#', '%23')}`;

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  title: 'Callvera: AI voice agents that answer and make your calls',
  runtimePlugins: [path.join(import.meta.dirname, 'src/runtime-plugin/yield-to-browser.ts')],
  // The entry's own task announces itself (the page asks for the deployed files then) and ends; its start-up runs in
  // the next.
  beforeStartUp: { call: announceEntryRuns, args: [ENTRY_RUNS] },
  // Every page names it (src/index.html).
  earlyScripts: { 'page-start.js': './src/page-start.ts' },
  pageValues: { icon: markAsIconUrl() },
  // Operators may edit the deployed copy to swap a remote; only trusted origins are accepted.
  files: {
    'remotes.json': `${JSON.stringify(defaultRemoteMap(target), null, 2)}\n`,
    [RASTER_LOGO.path.slice(1)]: rasterLogo(),
  },
  // The demo agents' sample calls, synthesized from their scripts (kept between builds); a deployment replaces them.
  filesMadeAtBuild: () => synthesizedSampleFiles({ cacheDir: path.join(import.meta.dirname, 'node_modules/.cache/demo-samples') }),
  // The release that every field event names as the shell's. A production build loads only remotes that
  // remotes.json pins (src/runtime-plugin/pinned-remotes.ts); a local one also loads unpinned ones, unchecked.
  define: {
    __TRUSTED_REMOTE_ORIGINS__: trustedRemoteOrigins(target),
    __SHELL_RELEASE__: version,
    __REMOTES_MUST_BE_PINNED__: target.deployment === 'production',
    // Each route's remote, for the page's first script (src/field-signal/page-routes.ts).
    __PAGE_ROUTES__: SITE_REGISTRY.routes.map(({ path, remote }) => ({ path, remote })),
  },
});
