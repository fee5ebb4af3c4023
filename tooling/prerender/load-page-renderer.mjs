// A shell build's page renderer (page-renderer-files.mjs), loaded from the build folder that ships it: the live
// shell's for a remote's release, this checkout's for its own build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_RENDERER } from './page-renderer-files.mjs';

/**
 * @param {string} dist  a shell's build folder, or a copy of what a shell serves
 * @param {string} [where]  how a message names that folder
 * @returns {Promise<{ prerenderSite: typeof import('./prerender-site.mjs').prerenderSite, routes: { path: string, remote: string }[] }>}
 */
export async function loadPageRenderer(dist, where = dist) {
  const file = path.join(dist, PAGE_RENDERER.entry);
  if (!existsSync(file))
    throw new Error(
      `${where} has no ${PAGE_RENDERER.entry}: its shell was built before shells shipped their page renderer; build and release the shell first`,
    );
  // Loaded as the file it is when the release tool is bundled (webpackIgnore), never bundled with the tool.
  const { default: renderer } = await import(/* webpackIgnore: true */ pathToFileURL(file).href);
  if (typeof renderer?.prerenderSite !== 'function' || !Array.isArray(renderer.routes))
    throw new Error(`${path.join(where, PAGE_RENDERER.entry)} is no page renderer (it exports no prerenderSite and routes)`);
  return renderer;
}
