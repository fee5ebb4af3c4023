// The prerendered pages a remote's release carries: those of the routes the
// registry gives to that remote, rendered by the prerender with this
// checkout's builds (the new remote beside the shell and the other remotes).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { PRERENDER_COMMAND } from '@callvera/checkout/checkout-commands';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Route paths of a remote, from the registry (the one place routes are assigned). */
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

/** Prerenders the remote's routes and returns { 'pricing/index.html': built file }. */
export async function remotePages(appDir, isLive) {
  const app = SITE_APPS.find((entry) => entry.dir === appDir);
  if (!app?.remote) throw new Error(`${appDir} is not a remote: only a remote's release carries pages`);
  const routes = routesOf(app.remote);
  if (!routes.length) return {};
  execFileSync(process.execPath, [PRERENDER_COMMAND, `--routes=${routes.join(',')}`], { stdio: 'inherit' });
  const pages = {};
  for (const route of routes) {
    const file = path.join(root, 'shell/dist', pageFileOf(route));
    await checkShellFilesAreLive(readFileSync(file, 'utf8'), isLive, pageFileOf(route));
    pages[pageFileOf(route)] = file;
  }
  return pages;
}

/** The pages' texts, from the files remotePages gives. */
export const pageTexts = (files) => Object.fromEntries(Object.entries(files).map(([page, file]) => [page, readFileSync(file, 'utf8')]));
