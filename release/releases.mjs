// Releases an app's build where it is served, and rolls it back, on a store (folder-store.mjs, bucket-store.mjs;
// the interface: README.md). A build has hashed files (under assets/), which are only ever added, so a page
// opened on an earlier release keeps finding its chunks, and small unhashed files (mf-manifest.json,
// remoteEntry.js, pages, remotes.json, ...) that a release swaps. Each release's swapped files are kept in the
// app's state, outside what is served. A remote's release may also carry the prerendered pages of its routes;
// they are swapped into the shell's store with the remote, and its rollback puts back the pages they replaced.
import path from 'node:path';
import { readBuild, swapOrder } from './build-files.mjs';
import { kept, readRelease } from './kept-releases.mjs';
import { REMOTE_MAP } from './release-steps.mjs';
import { readHistory, record, withLocks } from './store-state.mjs';
import { releaseId, sameVersionWarning } from './version.mjs';

export { keptFile, keptManifests, list, rewriteServed, rollbackTarget } from './kept-releases.mjs';

/**
 * The live shell's remotes.json around an activation that changes a remote's files: `update` turns the served
 * text into the one to serve meanwhile (`during`, both releases' pins) and after (`after`). Null: no change.
 * @typedef {{ store: object, update: (served: string) => { during: string, after: string } | null }} PinsUpdate
 */
async function pinsAround(pins) {
  const served = pins && (await pins.store.readServed(REMOTE_MAP));
  const texts = served ? pins.update(served.toString('utf8')) : null;
  const put = async (text) => texts && (await pins.store.writeServed(REMOTE_MAP, text));
  return { during: () => put(texts?.during), after: () => put(texts?.after) };
}

function sameShell(pagesStore, pins) {
  if (pagesStore && pins && pagesStore.id !== pins.store.id) throw new Error('The pages and the pins go to two shells');
}

/** Swaps `release`'s files in over `previous`'s, those it has not dropped; `texts` gives some files' text. */
async function swapFiles(moves, store, release, previous, texts = {}) {
  for (const file of swapOrder(release.files)) {
    const source = Object.hasOwn(texts, file) ? { text: texts[file] } : { from: store, file: kept(store, release.id, `files/${file}`) };
    await moves.put(store, file, source);
  }
  for (const file of previous?.files ?? []) if (!release.files.includes(file)) await moves.drop(store, file);
}

/** Makes the staged `moves` live between the pins' two steps. */
async function activate(moves, pins) {
  const pinned = await pinsAround(pins);
  await pinned.during();
  await moves.commit();
  await pinned.after();
  await moves.discard();
}

/**
 * @param {{ app: string, dist: string, store: object, pages?: { store: object, texts: Record<string, string> },
 *           rewrite?: Record<string, () => string | Promise<string>>, pins?: PinsUpdate, now?: Date }} options
 *   pages.texts maps a page's path in the shell's store (pricing/index.html) to its HTML.
 *   rewrite: files released with another text than the build's (the shell's remotes.json, pinned), made once locked.
 * @returns {Promise<string>} the new release's id
 */
export async function publish({ app, dist, store, pages, rewrite = {}, pins, now = new Date() }) {
  const { manifestFile, version, assets: built, files } = readBuild(dist);
  const assets = store.assetsToServe(built);
  const shell = pages?.store ?? null;
  sameShell(shell, pins);
  return withLocks([store, pins?.store, shell], async () => {
    const history = await readHistory(store);
    const id = releaseId(now, version);
    if (history.releases.some((entry) => entry.id === id)) throw new Error(`Release ${id} exists already`);
    const pageFiles = Object.keys(pages?.texts ?? {}).sort();
    const replacedPages = [];
    for (const file of pageFiles) if (await shell.hasServed(file)) replacedPages.push(file);
    const release = {
      id,
      app,
      version,
      publishedAt: now.toISOString(),
      files,
      assets,
      pages: pageFiles,
      replacedPages,
      ...store.pagesRecord(shell),
    };
    const previousId = history.live.at(-1);
    const previous = previousId ? await readRelease(store, previousId) : null;
    const sameVersion = sameVersionWarning(app, version, previous?.version);
    const moves = store.activation(id);
    const keep = store.keeping(id);
    try {
      // 1. Keep this release's swapped files and pages, and the shell's pages they replace, for this activation and any later rollback.
      for (const file of files) {
        if (Object.hasOwn(rewrite, file)) await keep.write(`files/${file}`, await rewrite[file]());
        else await keep.copy(`files/${file}`, path.join(dist, file));
      }
      for (const file of pageFiles) await keep.write(`pages/${file}`, pages.texts[file]);
      for (const file of replacedPages) await keep.copyServed(`replaced/${file}`, shell, file);
      if (store.keepsManifestCopy) await keep.copy('manifest.json', manifestFile);
      await keep.write('release.json', `${JSON.stringify(release, null, 2)}\n`);
      await keep.commit();
      // 2. Stage everything the served places will get: new hashed files (nothing served names them yet), then the swaps.
      for (const file of assets) await moves.addAsset(file, path.join(dist, file));
      await swapFiles(moves, store, release, previous);
      for (const file of pageFiles) await moves.put(shell, file, { from: store, file: kept(store, id, `pages/${file}`) });
      // 3. Recorded before it goes live: the history is never behind what is served.
      history.releases.push({ id, version, publishedAt: release.publishedAt, ...(sameVersion ? { sameVersionAs: previous.version } : {}) });
      history.live.push(id);
      await record(store, history, { action: 'publish', id, ...(sameVersion ? { sameVersionAs: previous.version } : {}) });
    } catch (error) {
      await keep.discard();
      await moves.discard();
      if (!(await readHistory(store)).releases.some((entry) => entry.id === id)) await keep.forget();
      throw error;
    }
    await activate(moves, pins);
    if (sameVersion) console.warn(sameVersion);
    return id;
  });
}

/**
 * Makes the release that was live before the current one live again, with the shell's pages the current one replaced.
 * @param {{ store: object, expected?: string, rewrite?: Record<string, () => string | Promise<string>>, pins?: PinsUpdate }} options
 *   expected: the release the caller checked (rollbackTarget); another one live meanwhile stops the rollback.
 */
export async function rollback({ store, expected, rewrite = {}, pins }) {
  const currentId = (await readHistory(store)).live.at(-1);
  const current = currentId ? await readRelease(store, currentId) : null;
  const shell = current ? store.pagesStoreOf(current) : null;
  sameShell(shell, pins);
  return withLocks([store, pins?.store, shell], async () => {
    const history = await readHistory(store);
    if (history.live.length < 2) throw new Error('There is no earlier release to roll back to');
    if (history.live.at(-1) !== currentId || (expected !== undefined && history.live.at(-2) !== expected))
      throw new Error('Another release went live meanwhile; try again');
    const target = await readRelease(store, history.live.at(-2));
    const moves = store.activation(`rollback-${target.id}`);
    try {
      const texts = {};
      for (const [file, text] of Object.entries(rewrite)) texts[file] = await text();
      await swapFiles(moves, store, target, current, texts);
      const replaced = current.replacedPages ?? [];
      for (const file of replaced) await moves.put(shell, file, { from: store, file: kept(store, current.id, `replaced/${file}`) });
      for (const file of current.pages ?? []) if (!replaced.includes(file)) await moves.drop(shell, file);
      history.live.pop();
      await record(store, history, { action: 'rollback', id: target.id, from: current.id });
    } catch (error) {
      await moves.discard();
      throw error;
    }
    await activate(moves, pins);
    return target.id;
  });
}
