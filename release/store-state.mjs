// An app's release history in its store's state, and its locks. `live` is a stack of activations: publish
// pushes, rollback pops, so a rollback always returns to the release that was live before.
const HISTORY = 'history.json';

export async function readHistory(store) {
  const text = await store.readState(HISTORY);
  return text ? JSON.parse(text.toString('utf8')) : { releases: [], live: [], events: [] };
}

/** Appends `event` (made `at` now, unless told) to the history and saves it. */
export async function record(store, history, event, at = new Date().toISOString()) {
  history.events.push({ at, ...event });
  await store.writeState(HISTORY, `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * Runs `work` holding the lock of each store given (once each, in order: the app's first, then its shell's),
 * released in reverse; `scope`: which of their locks.
 */
export async function withLocks(stores, work, scope) {
  const held = [];
  try {
    const seen = new Set();
    for (const store of stores) {
      if (!store || seen.has(store.id)) continue;
      seen.add(store.id);
      held.push(await store.lock(scope));
    }
    return await work();
  } finally {
    for (const release of held.reverse()) await release();
  }
}
