// Where the prerender reads the app's own page and writes each route's, in the shell's build folder (`dist`).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_RENDERER } from './page-renderer-files.mjs';

/** A path no route matches: its page is written as 404.html. */
export const NOT_FOUND_SAMPLE = '/__prerender-not-found__';

export function outputFile(dist, route) {
  if (route === '/') return path.join(dist, 'index.html');
  if (route === NOT_FOUND_SAMPLE) return path.join(dist, '404.html');
  return path.join(dist, route.slice(1), 'index.html');
}

export function writePage(dist, route, html) {
  const file = outputFile(dist, route);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** A deployed file of the shell's build, as JSON. */
export const readDeployedJson = (dist, file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));

/**
 * The app's own page, before any prerendering (the shell's build keeps a copy its release ships, so a second run,
 * or a remote's release on the live shell, starts from it too): its HTML, the scripts it already names, and its
 * deferred entry script, which the pages start after their first paint instead, and the stylesheets it links.
 */
export function readAppTemplate(dist) {
  const file = path.join(dist, PAGE_RENDERER.appPage);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the shell's build writes it (build the shell, or release a shell built since)`);
  const html = readFileSync(file, 'utf8');
  const entryScriptTag = html.match(/<script defer src="([^"]+)"><\/script>/);
  if (!entryScriptTag) throw new Error(`${file} has no deferred entry script for the prerendered pages to start after their first paint`);
  return {
    file,
    html,
    /** The page already names these; preloading them again would only add bytes to its head. */
    scripts: [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]),
    /** The page already links these: linked again, each of their rules would be matched twice in every style pass. */
    stylesheets: [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="stylesheet"/.test(tag))
      .map((tag) => tag.match(/\bhref="([^"]+)"/)?.[1])
      .filter(Boolean),
    entry: { tag: entryScriptTag[0], src: entryScriptTag[1] },
  };
}

/**
 * A second run must render each route afresh: pages from the first would be served to the app, which would
 * hydrate them instead of rendering the current release. The home page's file is the app itself meanwhile.
 * Returns how to put pages back: all of them when the run fails, and the home page when it was not rendered.
 */
export function setPreviousPagesAside(dist, { allRoutes, rendered, template }) {
  const fileOf = (route) => outputFile(dist, route);
  const files = [...new Set([...rendered, '/'].map(fileOf))].filter((file) => existsSync(file));
  const previous = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  for (const route of allRoutes) rmSync(fileOf(route), { force: true });
  copyFileSync(template.file, fileOf('/'));
  const put = (pages) => pages.forEach(({ file, html }) => writeFileSync(file, html));
  return {
    restoreAll: () => put(previous),
    restoreHomePage: () => put(rendered.includes('/') ? [] : previous.filter(({ file }) => file === fileOf('/'))),
  };
}
