// What a store keeps of an app's releases (see releases.mjs): the history, each release's record and swapped
// files; and the one served file a command rewrites outside a release.
import { isManifestFile } from './composition-gate.mjs';
import { readHistory, withLocks } from './store-state.mjs';

/** Where a kept release's file is in the store's state. */
export const kept = (store, id, file) => `${store.keptPrefix(id)}${file}`;

/** A kept release's record (release.json), or null. */
export async function readRelease(store, id) {
  const text = await store.readState(kept(store, id, 'release.json'));
  return text && JSON.parse(text.toString('utf8'));
}

/** The release a rollback would make live: the one live before the current one. */
export async function rollbackTarget({ store }) {
  const history = await readHistory(store);
  if (history.live.length < 2) throw new Error('There is no earlier release to roll back to');
  return history.live.at(-2);
}

/** Every mf-manifest.json a kept release holds: the app's own and its variants'. */
export async function keptManifests(store, id) {
  const release = await readRelease(store, id);
  if (!release) throw new Error(`Release ${id} is not kept in ${store.stateAt(store.keptPrefix(id))}`);
  const manifests = [];
  for (const file of release.files.filter(isManifestFile).sort())
    manifests.push({ file, manifest: JSON.parse((await keptFile(store, id, file)).toString('utf8')) });
  return manifests;
}

/** A file of a kept release, or null when it has none. */
export const keptFile = (store, id, file) => store.readState(kept(store, id, `files/${file}`));

export async function list({ store }) {
  const history = await readHistory(store);
  const { live, releases, events, canaries = [] } = history;
  return { current: live.at(-1) ?? null, live, releases, events, canaries };
}

/** Rewrites one served file (the shell's remotes.json) under the app's lock: `change` gets its text (null: none) and returns the new one. */
export const rewriteServed = (store, file, change) =>
  withLocks([store], async () => {
    const text = await change((await store.readServed(file))?.toString('utf8') ?? null);
    await store.writeServed(file, text);
    return text;
  });
