// An experiment's split as its prerendered pages carry it: the page's first script assigns a new visitor from
// this copy before the first paint (shell/src/startup/variant-before-paint.ts), so it must say what the
// deployed remotes.json says. The prerender writes it; after the split is edited in a deployed remotes.json,
// `node scripts/copy-split-into-pages.mjs <shell folder>` writes it into the pages already served there.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listTree } from './files.mjs';

/** The JSON block in <head> (shell/src/startup/variant-before-paint.ts, PAGE_EXPERIMENT). */
export const PAGE_EXPERIMENT_ATTRIBUTE = 'data-page-experiment';
/** A preload of a variant's stylesheet, beside the block: a visitor shown the variant finds it on its way. */
const VARIANT_STYLESHEET_ATTRIBUTE = 'data-variant-stylesheet';
const HEAD_PART = new RegExp(
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

/**
 * Writes the split of the folder's remotes.json into every page there that carries an experiment, each page
 * replaced by a rename (a reader gets the old page or the new one). Returns the pages that carry an
 * experiment, and those of them rewritten.
 */
export function copySplitIntoPages(folder) {
  const remoteMap = JSON.parse(readFileSync(path.join(folder, 'remotes.json'), 'utf8'));
  const carrying = [];
  const rewritten = [];
  for (const file of listTree(folder).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(folder, file), 'utf8');
    const part = html.match(HEAD_PART);
    if (!part) continue;
    carrying.push(file);
    const experiment = JSON.parse(part[1].replaceAll('\\u003c', '<'));
    const updated = html.replace(HEAD_PART, () =>
      pageExperimentHead({ ...experiment, split: pageSplit(remoteMap, experiment.experiment) }),
    );
    if (updated === html) continue;
    const staged = path.join(folder, path.dirname(file), `.${path.basename(file)}.split`);
    writeFileSync(staged, updated);
    renameSync(staged, path.join(folder, file));
    rewritten.push(file);
  }
  return { carrying, rewritten };
}

/**
 * Starts an experiment on a served shell folder as the growth team does: `remote` split between `variants`
 * (`{ name, entry, weight }`, the control first) in its remotes.json, and the split written into its pages.
 * Returns a function that puts both back (for tests and measurements).
 */
export function deploySplit(folder, remote, variants) {
  const file = path.join(folder, 'remotes.json');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(original), [remote]: { variants } }, null, 2));
  copySplitIntoPages(folder);
  return () => {
    writeFileSync(file, original);
    copySplitIntoPages(folder);
  };
}
