// A canary's share of a route's page: the live page keeps the stable release's markup, and carries the canary's
// as a variant (its markup in a template, its stylesheets in the experiment block), so the page's first script
// shows a canary visitor the canary before the first paint, as it does an experiment's variant.
import { experimentOf, PAGE_EXPERIMENT_HEAD, withPageExperimentHead } from '@callvera/tooling/prerender/page-experiment-head';
import { variantMarkupTemplate } from '@callvera/tooling/prerender/page-html';
import { COPIED_FROM } from '@callvera/tooling/prerender/stylesheet-copies';
import { pageWithSplit } from './page-splits.mjs';

export const STABLE_VARIANT = 'control';

/**
 * The canary's variant, named for its release: a visitor drawn to one canary, who keeps what the browser stored, is
 * drawn afresh for the next one instead of joining it at once.
 */
export const canaryVariantOf = (id) =>
  `canary-${id
    .split('_')[0]
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
export const isCanaryVariant = (name) => /^canary-[a-z0-9]+$/.test(name);

const ROOT = '<div id="root">';
const CANARY_TEMPLATES = /<template data-variant-markup="canary-[a-z0-9]+">[\s\S]*?<\/template>/g;

/** The inside of the page's <main>, as the app rendered it in #root. */
function mainMarkup(html, page) {
  const main = html.slice(html.indexOf(ROOT)).match(/<main[^>]*>([\s\S]*)<\/main>/);
  if (!html.includes(ROOT) || !main) throw new Error(`${page}: the canary's page has no <main> in #root to show a canary visitor`);
  return main[1];
}

/**
 * The remote's stylesheets a page links, with their hashes: on the remote's origin, or copied from it to the shell's
 * host (tooling/prerender/stylesheet-copies.mjs, COPIED_FROM), where the release serves them.
 */
function remoteStylesheets(html, origin) {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)]
    .map(([tag, href]) => ({ tag, href, copied: tag.includes(` ${COPIED_FROM}="${origin}"`) }))
    .filter(({ href, copied }) => copied || href.startsWith(`${origin}/`))
    .map(({ tag, href, copied }) => ({ href, integrity: tag.match(/integrity="([^"]+)"/)?.[1], copied }));
}

/**
 * The live page (`stable`) carrying the canary's page (`canary`, rendered from the canary's build at the
 * remote's root) as the canary's `variant`, its files moved to where the canary is served (`canaryBase`,
 * the remote's origin and the canary's folder), and the split `remoteMap` gives.
 * @param {{ page: string, remote: string, variant: string, route: string, origin: string, canaryBase: string,
 *           stableRelease: string, canaryRelease: string, remoteMap: object }} options
 */
export function pageWithCanary(
  stable,
  canary,
  { page, remote, variant, route, origin, canaryBase, stableRelease, canaryRelease, remoteMap },
) {
  const moved = (text) => text.replaceAll(`${origin}/`, `${canaryBase}/`);
  // A copy stays on the shell's host, marked with the canary's folder, where the canary's own files are.
  const stylesheets = remoteStylesheets(canary, origin).map(({ href, integrity, copied }) => ({
    href: moved(href),
    ...(integrity ? { integrity } : {}),
    ...(copied ? { copiedFrom: canaryBase } : {}),
  }));
  const base = withoutCanary(stable);
  const part = base.match(PAGE_EXPERIMENT_HEAD);
  const experiment = part
    ? experimentOf(part)
    : { experiment: remote, route, split: null, variants: { [STABLE_VARIANT]: { release: stableRelease, stylesheets: [] } } };
  if (experiment.experiment !== remote) throw new Error(`${page} carries an experiment on ${experiment.experiment}, not ${remote}`);
  experiment.variants[variant] = { release: canaryRelease, stylesheets };
  const template = variantMarkupTemplate(variant, moved(mainMarkup(canary, page)));
  return pageWithSplit(
    withPageExperimentHead(base, experiment).replace(ROOT, () => `${template}${ROOT}`),
    remoteMap,
  );
}

/** The page without the canary: its template and its variant gone, the split as `remoteMap` gives it (when given). */
export function withoutCanary(html, remoteMap) {
  const part = html.match(PAGE_EXPERIMENT_HEAD);
  let text = html.replace(CANARY_TEMPLATES, '');
  if (part) {
    const experiment = experimentOf(part);
    for (const name of Object.keys(experiment.variants).filter(isCanaryVariant)) delete experiment.variants[name];
    text = withPageExperimentHead(text, experiment);
  }
  return remoteMap ? (pageWithSplit(text, remoteMap) ?? text) : text;
}
