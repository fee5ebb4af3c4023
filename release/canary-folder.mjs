// A canary's site (canary.mjs) on a folder a web server serves: the canary's build in a folder of the remote's
// served folder, its record and kept pages in the remote's release-state folder, the locks publish takes.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { assertSameFilesystem, copyInto, listTree, moveInto, writeFileAtomic } from './files.mjs';
import { defaultStateDir, publish, servedFile, servedManifests } from './folder-target.mjs';
import { currentRelease, readHistory, saveHistory } from './history.mjs';
import { canarySummary } from './canary-steps.mjs';
import { acquireLock } from './lock.mjs';
import { isShell, REMOTE_MAP, verdictOn } from './release-steps.mjs';

/** Holds each folder's lock while `work` runs (awaited), released in reverse. */
async function withLocksHeld(dirs, work) {
  const releases = [];
  try {
    for (const dir of dirs) {
      mkdirSync(dir, { recursive: true });
      releases.push(acquireLock(dir));
    }
    return await work();
  } finally {
    releases.reverse().forEach((release) => release());
  }
}

const readJsonFile = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * @param {{ app: string, served: string, state?: string, shellFolder: string, pagesTo?: string,
 *           gateSite: Parameters<typeof verdictOn>[2], renderPages: () => Promise<Record<string, string>> }} options
 *   pagesTo: the shell folder the remote's pages go into (publish's --shell); none: no pages are written.
 */
export function folderCanarySite({ app, served, state = defaultStateDir(served), shellFolder, pagesTo, gateSite, renderPages }) {
  const canaryFile = path.join(state, 'canary.json');
  const canariesDir = path.join(state, 'canaries');
  const keptPagesDir = (id) => path.join(canariesDir, id, 'pages');
  const shellState = defaultStateDir(path.resolve(shellFolder));
  return {
    app,
    remote: SITE_APPS.find(({ dir }) => dir === app)?.remote,
    isShell: isShell(app),
    where: served,
    verdict: (manifests) => verdictOn(app, manifests, gateSite),
    liveShell: () => gateSite.liveShell(),
    withLock: (work) => withLocksHeld([...new Set([path.resolve(state), shellState])], work),
    withCanaryLock: (work) => withLocksHeld([path.join(state, 'canary-steps')], work),
    readCanary: async () => readJsonFile(canaryFile),
    writeCanary: async (canary) => {
      mkdirSync(state, { recursive: true });
      if (canary) writeFileAtomic(canaryFile, jsonText(canary));
      else rmSync(canaryFile, { force: true });
    },
    archiveCanary: async (canary) => {
      mkdirSync(path.join(canariesDir, canary.id), { recursive: true });
      writeFileAtomic(path.join(canariesDir, canary.id, 'canary.json'), jsonText(canary));
    },
    record: async (event, ended) => {
      const history = readHistory(state);
      history.events.push({ at: new Date().toISOString(), ...event });
      if (ended) history.canaries = [...(history.canaries ?? []), canarySummary(ended, history.events)];
      saveHistory(state, history);
    },
    stableRelease: async () => {
      const history = readHistory(state);
      const id = currentRelease(history);
      return id ? { id, version: history.releases.find((release) => release.id === id)?.version } : null;
    },
    servedFile: async (file) => servedFile(served, file),
    servedManifests: async () => servedManifests(served),
    putCanary: async (folder, dist) => {
      const staging = path.join(state, 'staging', path.basename(folder));
      rmSync(staging, { recursive: true, force: true });
      mkdirSync(state, { recursive: true });
      assertSameFilesystem(served, state);
      for (const file of listTree(dist)) copyInto(path.join(dist, file), path.join(staging, file));
      // One rename: the folder appears whole, or not at all.
      moveInto(staging, path.join(served, folder));
    },
    readMap: async () => servedFile(shellFolder, REMOTE_MAP)?.toString('utf8') ?? null,
    writeMap: async (text) => writeFileAtomic(path.join(shellFolder, REMOTE_MAP), text),
    readPage: async (file) => (pagesTo ? (servedFile(pagesTo, file)?.toString('utf8') ?? null) : null),
    writePage: async (file, text) => writeFileAtomic(path.join(pagesTo, file), text),
    renderPages: async () => (pagesTo ? renderPages() : {}),
    keepPages: async (id, pages) => {
      for (const [file, text] of Object.entries(pages)) {
        mkdirSync(path.dirname(path.join(keptPagesDir(id), file)), { recursive: true });
        writeFileAtomic(path.join(keptPagesDir(id), file), text);
      }
    },
    promote: async ({ canary, pins, now }) => {
      const files = Object.fromEntries(canary.pages.map((file) => [file, path.join(keptPagesDir(canary.id), file)]));
      const pages = pagesTo && canary.pages.length ? { shellServed: pagesTo, files } : undefined;
      return publish({
        app,
        dist: path.join(served, canary.folder),
        served,
        state,
        pages,
        pins: { shellServed: shellFolder, ...pins },
        now,
      });
    },
  };
}
