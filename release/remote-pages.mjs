// The prerendered pages a remote's release carries: those of the routes the live shell gives that remote, rendered
// as the site will serve them once the build is live. The shell owns its pages, so they are rendered by the live
// shell's page renderer into its app page, with its files and the other remotes as they are served, and the build
// answering for this remote: never with the releasing checkout's shell, which may be another commit or absent.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { launchMachineChromium } from '@callvera/checkout/launch-chromium';
import { originFolders, SHELL_LOCAL_ORIGIN, SITE_APPS, SITE_TARGET } from '@callvera/checkout/site-apps';
import { withPrecompressedCopies } from '@callvera/tooling/precompress-plugin';
import { COPIED_FROM } from '@callvera/tooling/prerender/stylesheet-copies';
import { loadPageRenderer } from '@callvera/tooling/prerender/load-page-renderer';
import { describePinProblems, pinnedRemoteMap, remoteMapText } from './remote-pins.mjs';

/** Route paths of a remote, from this checkout's registry (the canary's record of its pages). */
export function routesOf(remote) {
  return SITE_REGISTRY.routes.filter((route) => route.remote === remote).map((route) => route.path);
}

export const pageFileOf = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/**
 * A page names the shell's hashed files; they must be the live shell's, or the
 * page would load a shell that is not served. Throws when one is missing.
 * @param {(file: string) => boolean | Promise<boolean>} isLive  whether the live shell serves /assets/…
 */
export async function checkShellFilesAreLive(html, isLive, page) {
  for (const [, file] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    if (!(await isLive(file))) {
      throw new Error(
        `${page} was rendered with a shell build that is not live (${file} is not served): build the shell at the live release, or release the shell first`,
      );
    }
  }
}

/** The live shell of a served folder. */
export const servedByFolder = (shellServed) => (file) => existsSync(path.join(shellServed, file));

/** The remotes' stylesheets a page links from the shell's host (tooling/prerender/stylesheet-copies.mjs). */
const stylesheetCopiesOf = (html) =>
  [...html.matchAll(new RegExp(`<link rel="stylesheet" href="/(assets/[^"]+)"[^>]* ${COPIED_FROM}="[^"]*">`, 'g'))].map(([, file]) => file);

/**
 * Serves in the live shell each stylesheet copy the pages name that it does not serve yet, from the folder they
 * were rendered into (with its precompressed copies where the store serves them): hashed files, each written
 * whole before any page names it.
 */
export async function serveStylesheetCopies(shellStore, rendered, pages) {
  const missing = [];
  for (const file of new Set(Object.values(pages).flatMap(stylesheetCopiesOf))) if (!(await shellStore.hasServed(file))) missing.push(file);
  const files = shellStore.assetsToServe(missing.flatMap(withPrecompressedCopies).filter((file) => existsSync(path.join(rendered, file))));
  for (const file of files) await shellStore.writeServed(file, readFileSync(path.join(rendered, file)));
}

/** A copy of what the live shell serves, to render into: the prerender sets its pages aside and writes new ones. */
async function liveShellCopy(shellStore) {
  const copy = mkdtempSync(path.join(tmpdir(), 'live-shell-'));
  cpSync(await shellStore.servedOnDisk(''), copy, { recursive: true });
  return copy;
}

/**
 * Renders the remote's routes; returns { 'pricing/index.html': text }, each page checked to name only files the
 * live shell serves.
 * @param {string} app  the remote's folder name (mfe-pricing)
 * @param {{ dist: string, shellStore: object, storeOf: (dir: string) => object, launchBrowser?: (args: string[]) => Promise<object> }} options
 *   dist: the build released; shellStore: the live shell's, where the pages go; storeOf: each other app's live store
 */
export async function remotePages(app, { dist, shellStore, storeOf, launchBrowser = launchMachineChromium }) {
  const registered = SITE_APPS.find((entry) => entry.dir === app);
  if (!registered?.remote) throw new Error(`${app} is not a remote: only a remote's release carries pages`);
  const shell = await liveShellCopy(shellStore);
  try {
    const renderer = await loadPageRenderer(shell, `the live shell (${shellStore.where})`);
    const routes = renderer.routes.filter((route) => route.remote === registered.remote).map((route) => route.path);
    if (!routes.length) return {};
    const folders = new Map([[app, dist]]);
    for (const other of SITE_APPS) {
      if (!folders.has(other.dir)) folders.set(other.dir, other === SITE_APPS[0] ? shell : await storeOf(other.dir).servedOnDisk(''));
    }
    const read = (dir, file) => (existsSync(path.join(folders.get(dir), file)) ? readFileSync(path.join(folders.get(dir), file)) : null);
    const liveShell = { manifest: JSON.parse(readFileSync(path.join(shell, 'mf-manifest.json'), 'utf8')), at: shellStore.where };
    const pinToBuilds = (map) => pinnedRemoteMap(map, { read, shell: liveShell });
    // The live remotes.json with this remote pinned to the build, as it will be once the release is live.
    const { map, problems } = pinnedRemoteMap(JSON.parse(readFileSync(path.join(shell, 'remotes.json'), 'utf8')), {
      read,
      shell: liveShell,
      only: app,
    });
    if (problems.length) throw new Error(describePinProblems(problems));
    writeFileSync(path.join(shell, 'remotes.json'), remoteMapText(map));
    await renderer.prerenderSite(
      {
        dist: shell,
        origin: SHELL_LOCAL_ORIGIN,
        routes: renderer.routes.map((route) => route.path),
        target: SITE_TARGET,
        folders: originFolders((other) => folders.get(other.dir)),
        pinToBuilds,
        launchBrowser,
      },
      { routes },
    );
    const pages = Object.fromEntries(routes.map((route) => [pageFileOf(route), readFileSync(path.join(shell, pageFileOf(route)), 'utf8')]));
    await serveStylesheetCopies(shellStore, shell, pages);
    for (const [page, text] of Object.entries(pages))
      await checkShellFilesAreLive(text, (file) => shellStore.hasServed(file.slice(1)), page);
    return pages;
  } finally {
    rmSync(shell, { recursive: true, force: true });
  }
}
