// What an experiment's prerendered page carries in its <head>: the block the page's first script assigns a new
// visitor from before the first paint (shell/src/startup/variant-before-paint.ts), with the split it must share
// with the deployed remotes.json. The prerender writes it; the growth team's split command rewrites it in the
// pages already served when the split is edited.

/** The JSON block in <head> (shell/src/startup/variant-before-paint.ts, PAGE_EXPERIMENT). */
const PAGE_EXPERIMENT_ATTRIBUTE = 'data-page-experiment';
/** A preload of a variant's stylesheet, beside the block: a visitor shown the variant finds it on its way. */
const VARIANT_STYLESHEET_ATTRIBUTE = 'data-variant-stylesheet';

/** The whole part pageExperimentHead writes, its block's JSON text captured. */
export const PAGE_EXPERIMENT_HEAD = new RegExp(
  `<script type="application/json" ${PAGE_EXPERIMENT_ATTRIBUTE}>(.*?)</script>(?:<link rel="preload" [^>]*${VARIANT_STYLESHEET_ATTRIBUTE}>)*`,
  's',
);

/** The split of `remote` in a remote map, as a page carries it (each variant's name and weight), or null when not split. */
export function pageSplit(remoteMap, remote) {
  const source = remoteMap[remote];
  if (!source || typeof source !== 'object' || !Array.isArray(source.variants)) return null;
  return source.variants.map(({ name, weight }) => ({ name, weight }));
}

/** A JSON data block's text: `<` escaped, so no text can close the element. */
export const jsonBlockText = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The experiment a PAGE_EXPERIMENT_HEAD match carries. */
export const experimentOf = (match) => JSON.parse(match[1].replaceAll('\\u003c', '<'));

const attribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * What an experiment's page carries in its <head>, before its first script: the experiment's block, and a
 * preload of the stylesheets of each variant the split gives visitors, so that showing one costs no round trip
 * the control's page does not (none while nothing is split).
 */
export function pageExperimentHead(experiment) {
  const shown = (experiment.split ?? []).filter(({ name, weight }, index) => index > 0 && weight > 0 && experiment.variants[name]);
  const preloads = shown.flatMap(({ name }) => experiment.variants[name].stylesheets);
  // As the first script asks for them (crossorigin, with their hash), so the preload is the one it gets.
  const pinned = (integrity) => (integrity ? ` crossorigin integrity="${attribute(integrity)}"` : '');
  return `<script type="application/json" ${PAGE_EXPERIMENT_ATTRIBUTE}>${jsonBlockText(experiment)}</script>${preloads
    .map(
      ({ href, integrity }) =>
        `<link rel="preload" href="${attribute(href)}" as="style"${pinned(integrity)} ${VARIANT_STYLESHEET_ATTRIBUTE}>`,
    )
    .join('')}`;
}

/** The page's first script (shell/src/page-start.ts) as the shell's page names it: the first script with a source. */
const FIRST_SCRIPT = /<script(?: async)? src="/;

/**
 * The page with `experiment`'s part in its <head> (put before its first script when it has none), and that script
 * loaded as the split needs. A page that splits its visitors waits for the script before its first paint, which
 * shows the visitor's variant in place of the control's markup (shell/src/startup/variant-before-paint.ts). Any
 * other page loads it `async`, so the paint need not wait for its own connection; its controls stay hidden until
 * it runs (shared/src/design/tokens.css).
 */
export function withPageExperimentHead(html, experiment) {
  if (!FIRST_SCRIPT.test(html)) throw new Error(`the page of ${experiment.route} has no first script (<script async src="…">)`);
  const head = pageExperimentHead(experiment);
  const placed = PAGE_EXPERIMENT_HEAD.test(html)
    ? html.replace(PAGE_EXPERIMENT_HEAD, () => head)
    : html.replace(FIRST_SCRIPT, (tag) => `${head}${tag}`);
  return placed.replace(FIRST_SCRIPT, experiment.split ? '<script src="' : '<script async src="');
}
