// An experiment's split as its prerendered pages carry it (tooling/prerender/page-experiment-head.mjs): the page's
// first script assigns a new visitor from this copy before the first paint, so it must say what the deployed
// remotes.json says. After the split is edited in a deployed remotes.json,
// `node scripts/copy-split-into-pages.mjs <shell folder>` writes it into the pages already served there.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listTree } from './files.mjs';
import { experimentOf, PAGE_EXPERIMENT_HEAD, pageSplit, withPageExperimentHead } from '@callvera/tooling/prerender/page-experiment-head';

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
    const updated = pageWithSplit(html, remoteMap);
    if (updated === null) continue;
    carrying.push(file);
    if (updated === html) continue;
    const staged = path.join(folder, path.dirname(file), `.${path.basename(file)}.split`);
    writeFileSync(staged, updated);
    renameSync(staged, path.join(folder, file));
    rewritten.push(file);
  }
  return { carrying, rewritten };
}

/** A page's text with its experiment's split as `remoteMap` gives it; null for a page that carries no experiment. */
export function pageWithSplit(html, remoteMap) {
  const part = html.match(PAGE_EXPERIMENT_HEAD);
  if (!part) return null;
  const experiment = experimentOf(part);
  return withPageExperimentHead(html, { ...experiment, split: pageSplit(remoteMap, experiment.experiment) });
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
