// A canary's site (canary.mjs) on the stores of a place (release-commands.mjs): the canary's build in a folder of
// the remote's served files, its record and kept pages in the remote's release state, the locks publish takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { canarySummary } from './canary-steps.mjs';
import { publish } from './releases.mjs';
import { isShell, REMOTE_MAP, verdictOn } from './release-steps.mjs';
import { readHistory, record, withLocks } from './store-state.mjs';

const CANARY = 'canary.json';
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;
const keptPages = (id) => `canaries/${id}/pages/`;
const textOf = (bytes) => bytes?.toString('utf8') ?? null;

/**
 * @param {{ app: string, store: object, shellStore: object, pagesStore: object | null,
 *           gateSite: Parameters<typeof verdictOn>[2], renderPages: () => Promise<Record<string, string>> }} options
 *   pagesStore: the shell store the remote's pages go into (publish's --shell, --shell-prefix); none: no pages are written.
 */
export function canarySite({ app, store, shellStore, pagesStore, gateSite, renderPages }) {
  return {
    app,
    remote: SITE_APPS.find(({ dir }) => dir === app)?.remote,
    isShell: isShell(app),
    where: store.where,
    verdict: (manifests) => verdictOn(app, manifests, gateSite),
    liveShell: () => gateSite.liveShell(),
    withLock: (work) => withLocks([store, shellStore], work),
    withCanaryLock: (work) => withLocks([store], work, 'canary-steps'),
    readCanary: async () => {
      const text = await store.readState(CANARY);
      return text && JSON.parse(text.toString('utf8'));
    },
    writeCanary: async (canary) => {
      if (canary) await store.writeState(CANARY, jsonText(canary));
      else await store.deleteState(CANARY);
    },
    archiveCanary: (canary) => store.writeState(`canaries/${canary.id}/${CANARY}`, jsonText(canary)),
    record: async (event, ended) => {
      const history = await readHistory(store);
      // The summary keeps the canary's steps as the history records them, this last one with them.
      const at = new Date().toISOString();
      if (ended) history.canaries = [...(history.canaries ?? []), canarySummary(ended, [...history.events, { at, ...event }])];
      await record(store, history, event, at);
    },
    stableRelease: async () => {
      const history = await readHistory(store);
      const id = history.live.at(-1);
      return id ? { id, version: history.releases.find((release) => release.id === id)?.version } : null;
    },
    servedFile: (file) => store.readServed(file),
    servedManifests: () => store.servedManifests(),
    serveBeside: (folder, dist) => store.serveBuild(folder, dist),
    readMap: async () => textOf(await shellStore.readServed(REMOTE_MAP)),
    writeMap: (text) => shellStore.writeServed(REMOTE_MAP, text),
    readPage: async (file) => (pagesStore ? textOf(await pagesStore.readServed(file)) : null),
    writePage: (file, text) => pagesStore.writeServed(file, text),
    renderPages: async () => (pagesStore ? renderPages() : {}),
    keepPages: async (id, pages) => {
      for (const [file, text] of Object.entries(pages)) await store.writeState(`${keptPages(id)}${file}`, text);
    },
    promote: async ({ canary, pins, now }) => {
      const dist = await store.servedOnDisk(canary.folder);
      const kept = canary.pages.length ? await store.stateOnDisk(keptPages(canary.id)) : null;
      const texts = Object.fromEntries(canary.pages.map((file) => [file, readFileSync(path.join(kept, file), 'utf8')]));
      const pages = pagesStore && kept ? { store: pagesStore, texts } : undefined;
      return publish({ app, dist, store, pages, pins: { store: shellStore, ...pins }, now });
    },
  };
}
