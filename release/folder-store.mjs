// A release store (releases.mjs) on a folder a web server serves. The app's state (history, kept releases, lock)
// lives in its state folder beside the served one, on the same filesystem: every file reaches its served name by
// a rename, so a reader sees the old file or the new one, never a half-written one, and a full disk fails a
// release while it stages, before anything live changed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { assertSameFilesystem, copyInto, listTree, moveInto, realIo, writeFileAtomic } from './files.mjs';
import { manifestsIn } from './build-files.mjs';
import { acquireLock } from './lock.mjs';

/** Where an app's release state lives unless told: beside its served folder, never inside it. */
export const defaultStateDir = (served) => `${path.resolve(served)}.releases`;

const readIfThere = (file) => (existsSync(file) ? readFileSync(file) : null);

function writeInto(file, text, io) {
  mkdirSync(path.dirname(file), { recursive: true });
  io.writeFile(file, text);
}

/** @param {{ served: string, state?: string, io?: typeof realIo }} options  io: the file operations (tests swap in failing ones) */
export function folderStore({ served, state = defaultStateDir(served), io = realIo }) {
  const inState = (file) => path.join(state, file);
  const inServed = (file) => path.join(served, file);
  const store = {
    id: path.resolve(state),
    served,
    where: served,
    whereOf: inServed,
    stateAt: inState,
    readServed: async (file) => readIfThere(inServed(file)),
    hasServed: async (file) => existsSync(inServed(file)),
    servedManifests: async () => manifestsIn(served),
    writeServed: async (file, text) => writeFileAtomic(inServed(file), text, io),
    readState: async (file) => readIfThere(inState(file)),
    writeState: async (file, text) => {
      mkdirSync(path.dirname(inState(file)), { recursive: true });
      writeFileAtomic(inState(file), text, io);
    },
    deleteState: async (file) => rmSync(inState(file), { force: true }),
    /** The app's lock (or, with `scope`, another of its locks): an exclusive create; returns its release. */
    lock: async (scope = '') => {
      mkdirSync(inState(scope), { recursive: true });
      const release = acquireLock(inState(scope));
      return async () => release();
    },
    keptPrefix: (id) => `releases/${id}/`,
    // The kept release's build manifest beside its files, for whoever reads the state folder by hand.
    keepsManifestCopy: true,
    // nginx sends the build's precompressed copies as they are: they are served with the build.
    assetsToServe: (assets) => assets,
    pagesRecord: (shell) => ({ pagesTo: shell ? path.resolve(shell.served) : null }),
    pagesStoreOf: (release) => (release.pagesTo ? folderStore({ served: release.pagesTo, io }) : null),
    /** A release's kept files, written into a hidden folder and renamed into place whole. */
    keeping: (id) => {
      const partial = inState(`releases/.${id}.partial`);
      return {
        copy: async (file, from) => copyInto(from, path.join(partial, file), io),
        write: async (file, text) => writeInto(path.join(partial, file), text, io),
        copyServed: async (file, shell, servedFile) => copyInto(path.join(shell.served, servedFile), path.join(partial, file), io),
        commit: async () => moveInto(partial, inState(`releases/${id}`), io),
        discard: async () => rmSync(partial, { recursive: true, force: true }),
        forget: async () => rmSync(inState(`releases/${id}`), { recursive: true, force: true }),
      };
    },
    /** An activation: every file staged beside the served folders now, renamed into them on commit. */
    activation: (name) => {
      mkdirSync(served, { recursive: true });
      assertSameFilesystem(served, state);
      const staging = inState(`staging/${name}`);
      const moves = [];
      const drops = [];
      return {
        addAsset: async (file, from) => {
          if (existsSync(inServed(file))) return;
          copyInto(from, path.join(staging, 'assets', file), io);
          moves.push([path.join(staging, 'assets', file), inServed(file)]);
        },
        put: async (to, file, source) => {
          if (to.id !== store.id) assertSameFilesystem(to.served, state);
          const staged = path.join(staging, to.id === store.id ? 'files' : 'pages', file);
          if ('text' in source) writeInto(staged, source.text, io);
          else copyInto(source.from.stateAt(source.file), staged, io);
          moves.push([staged, path.join(to.served, file)]);
        },
        drop: async (to, file) => drops.push(path.join(to.served, file)),
        commit: async () => {
          for (const [from, to] of moves) moveInto(from, to, io);
          for (const file of drops) rmSync(file, { force: true });
        },
        discard: async () => rmSync(staging, { recursive: true, force: true }),
      };
    },
    /** Serves a build in `folder`, appearing whole by one rename. */
    serveBuild: async (folder, dist) => {
      const staging = inState(`staging/${path.basename(folder)}`);
      rmSync(staging, { recursive: true, force: true });
      mkdirSync(state, { recursive: true });
      assertSameFilesystem(served, state);
      for (const file of listTree(dist)) copyInto(path.join(dist, file), path.join(staging, file));
      moveInto(staging, inServed(folder));
    },
    /** Stops serving a folder `serveBuild` served: renamed aside whole first, so no reader finds half of it. */
    removeBuild: async (folder) => {
      if (!existsSync(inServed(folder))) return;
      const aside = inState(`staging/removed-${path.basename(folder)}`);
      rmSync(aside, { recursive: true, force: true });
      mkdirSync(path.dirname(aside), { recursive: true });
      moveInto(inServed(folder), aside, io);
      rmSync(aside, { recursive: true, force: true });
    },
    servedOnDisk: async (folder) => inServed(folder),
    stateOnDisk: async (prefix) => inState(prefix),
  };
  return store;
}
