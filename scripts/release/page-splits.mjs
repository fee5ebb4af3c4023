// An experiment's split as its prerendered pages carry it: the page's first script assigns a new visitor from
// this copy before the first paint (shell/src/startup/variant-before-paint.ts), so it must say what the
// deployed remotes.json says. The prerender writes it; after the split is edited in a deployed remotes.json,
// `node scripts/copy-split-into-pages.mjs <shell folder>` writes it into the pages already served there.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listTree } from './files.mjs';

/** The JSON block in <head> (shell/src/startup/variant-before-paint.ts, PAGE_EXPERIMENT). */
export const PAGE_EXPERIMENT_ATTRIBUTE = 'data-page-experiment';
const BLOCK = new RegExp(`(<script type="application/json" ${PAGE_EXPERIMENT_ATTRIBUTE}>)(.*?)(</script>)`, 's');

/** The split of `remote` in a remote map, as a page carries it (each variant's name and weight), or null when not split. */
export function pageSplit(remoteMap, remote) {
  const source = remoteMap[remote];
  if (!source || typeof source !== 'object' || !Array.isArray(source.variants)) return null;
  return source.variants.map(({ name, weight }) => ({ name, weight }));
}

/** A JSON data block's text: `<` escaped, so no text can close the element. */
export const jsonBlockText = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

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
    const block = html.match(BLOCK);
    if (!block) continue;
    carrying.push(file);
    const experiment = JSON.parse(block[2].replaceAll('\\u003c', '<'));
    const updated = html.replace(
      BLOCK,
      (_, open, _old, close) => `${open}${jsonBlockText({ ...experiment, split: pageSplit(remoteMap, experiment.experiment) })}${close}`,
    );
    if (updated === html) continue;
    const staged = path.join(folder, path.dirname(file), `.${path.basename(file)}.split`);
    writeFileSync(staged, updated);
    renameSync(staged, path.join(folder, file));
    rewritten.push(file);
  }
  return { carrying, rewritten };
}
