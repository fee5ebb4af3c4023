// Releases an app's build into the folder its web server serves, and rolls it back.
//
// A build has hashed files (under assets/), which are only ever added, so a page
// opened on an earlier release keeps finding its chunks, and small unhashed files
// (mf-manifest.json, remoteEntry.js, HTML pages, remotes.json, ...) that a release
// swaps. Each release's unhashed files are kept in the app's state folder, outside
// the served one. A remote's release may also carry the prerendered pages of its
// routes; they are swapped into the shell's served folder with the remote.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readBuild, swapOrder } from './build-files.mjs';
import { isManifestFile } from './composition-gate.mjs';
import { assertSameFilesystem, copyInto, listTree, moveInto, realIo, writeFileAtomic } from './files.mjs';
import { currentRelease, readHistory, saveHistory } from './history.mjs';
import { acquireLock } from './lock.mjs';
import { releaseId } from './version.mjs';

/** Where an app's release history lives unless told: beside its served folder, never inside it. */
export const defaultStateDir = (served) => `${path.resolve(served)}.releases`;

function withLocks(stateDirs, work) {
  const releases = [];
  try {
    for (const dir of stateDirs) {
      mkdirSync(dir, { recursive: true });
      releases.push(acquireLock(dir));
    }
    return work();
  } finally {
    releases.reverse().forEach((release) => release());
  }
}

const snapshotDir = (state, id) => path.join(state, 'releases', id);

function readRelease(state, id) {
  return JSON.parse(readFileSync(path.join(snapshotDir(state, id), 'release.json'), 'utf8'));
}

/**
 * What an activation puts into the shell's served folder: `put` pages from a
 * snapshot folder (its `from`), and `drop` pages.
 * Publishing puts the release's pages; rolling it back puts back the pages it replaced.
 */
const pagesOfPublish = (release) => ({ to: release.pagesTo, from: 'pages', put: release.pages, drop: [] });
const pagesOfUndo = (release) => ({
  to: release.pagesTo,
  from: 'replaced',
  put: release.replacedPages ?? [],
  drop: release.pages.filter((file) => !(release.replacedPages ?? []).includes(file)),
});

/** Copies what an activation needs into a staging folder, ready to be renamed into place; `rewrite` gives some files' text. */
function stage({ state, files, pages, staging, io, rewrite = {} }) {
  for (const file of files.put) {
    const to = path.join(staging, 'files', file);
    if (Object.hasOwn(rewrite, file)) writeInto(to, rewrite[file], io);
    else copyInto(path.join(snapshotDir(state, files.id), 'files', file), to, io);
  }
  for (const file of pages.put) copyInto(path.join(snapshotDir(state, pages.id), pages.from, file), path.join(staging, 'pages', file), io);
}

/** Renames the staged files into the served folders, then drops the files the release leaves out. */
function activate({ served, newAssets = [], files, pages, staging, io }) {
  for (const file of newAssets) moveInto(path.join(staging, 'assets', file), path.join(served, file), io);
  for (const file of swapOrder(files.put)) moveInto(path.join(staging, 'files', file), path.join(served, file), io);
  for (const file of pages.put) moveInto(path.join(staging, 'pages', file), path.join(pages.to, file), io);
  for (const file of files.drop) rmSync(path.join(served, file), { force: true });
  for (const file of pages.drop) rmSync(path.join(pages.to, file), { force: true });
}

/** The swapped files of `release`, and those of `previous` it has not. */
const filesOf = (release, previous) => ({
  id: release.id,
  put: release.files,
  drop: (previous?.files ?? []).filter((file) => !release.files.includes(file)),
});

function writeInto(file, text, io) {
  mkdirSync(path.dirname(file), { recursive: true });
  io.writeFile(file, text);
}

/**
 * The live shell's remotes.json around an activation that changes a remote's files: `update` turns the served
 * text into the one to serve meanwhile (`during`, both releases' pins) and after (`after`). Null: no change.
 * @typedef {{ shellServed: string, update: (served: string) => { during: string, after: string } | null }} PinsUpdate
 */
function pinsAround(pins, io) {
  if (!pins) return { during: () => {}, after: () => {} };
  const file = path.join(pins.shellServed, 'remotes.json');
  const texts = existsSync(file) ? pins.update(readFileSync(file, 'utf8')) : null;
  return {
    during: () => texts && writeFileAtomic(file, texts.during, io),
    after: () => texts && writeFileAtomic(file, texts.after, io),
  };
}

/** The state folders an activation locks: its app's, and the shell's when it writes the shell's pages or pins. */
function lockDirsOf(state, ...shellServed) {
  return [...new Set([state, ...shellServed.filter(Boolean).map((served) => defaultStateDir(path.resolve(served)))])];
}

function record(state, history, event, io) {
  history.events.push({ at: new Date().toISOString(), ...event });
  saveHistory(state, history, io);
}

/**
 * @param {{ app: string, dist: string, served: string, state?: string,
 *           pages?: { shellServed: string, shellState?: string, files: Record<string, string> },
 *           rewrite?: Record<string, () => string>, pins?: PinsUpdate,
 *           now?: Date, io?: typeof realIo }} options
 *   pages.files maps a page's path in the shell's served folder (pricing/index.html) to the built file.
 *   rewrite: files released with another text than the build's (the shell's remotes.json, pinned), made once locked.
 * @returns {string} the new release's id
 */
export function publish({ app, dist, served, state = defaultStateDir(served), pages, rewrite = {}, pins, now = new Date(), io = realIo }) {
  const { manifestFile, version, assets, files: swapped } = readBuild(dist);
  mkdirSync(served, { recursive: true });
  const pagesTo = pages ? path.resolve(pages.shellServed) : null;
  const lockDirs = [
    ...new Set([...lockDirsOf(state, pins?.shellServed), ...(pages ? [pages.shellState ?? defaultStateDir(pagesTo)] : [])]),
  ];

  return withLocks(lockDirs, () => {
    assertSameFilesystem(served, state);
    if (pagesTo) assertSameFilesystem(pagesTo, state);
    const history = readHistory(state);
    const id = releaseId(now, version);
    if (history.releases.some((release) => release.id === id)) throw new Error(`Release ${id} exists already`);
    const release = {
      id,
      app,
      version,
      publishedAt: now.toISOString(),
      files: swapped,
      assets,
      pages: Object.keys(pages?.files ?? {}).sort(),
      // The shell's pages this release replaces: its rollback puts them back.
      replacedPages: Object.keys(pages?.files ?? {})
        .filter((file) => existsSync(path.join(pagesTo, file)))
        .sort(),
      pagesTo,
    };
    const previousId = currentRelease(history);
    const previous = previousId && readRelease(state, previousId);
    const partial = path.join(state, 'releases', `.${id}.partial`);
    const staging = path.join(state, 'staging', id);
    const files = filesOf(release, previous);
    const pagesMoves = { ...pagesOfPublish(release), id };
    const newAssets = assets.filter((file) => !existsSync(path.join(served, file)));
    try {
      // 1. Keep this release's swapped files, for this activation and any later rollback to it.
      for (const file of release.files) {
        if (Object.hasOwn(rewrite, file)) writeInto(path.join(partial, 'files', file), rewrite[file](), io);
        else copyInto(path.join(dist, file), path.join(partial, 'files', file), io);
      }
      for (const file of release.pages) copyInto(pages.files[file], path.join(partial, 'pages', file), io);
      for (const file of release.replacedPages) copyInto(path.join(pagesTo, file), path.join(partial, 'replaced', file), io);
      copyInto(manifestFile, path.join(partial, 'manifest.json'), io);
      io.writeFile(path.join(partial, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
      moveInto(partial, snapshotDir(state, id), io);
      // 2. Stage everything the served folders will get; a full disk fails here, before anything live changed.
      for (const file of newAssets) copyInto(path.join(dist, file), path.join(staging, 'assets', file), io);
      stage({ state, files, pages: pagesMoves, staging, io });
      // 3. Record it, then activate: the history is never behind what is served.
      history.releases.push({ id, version, publishedAt: release.publishedAt });
      history.live.push(id);
      record(state, history, { action: 'publish', id }, io);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      rmSync(staging, { recursive: true, force: true });
      if (!readHistory(state).releases.some((entry) => entry.id === id)) rmSync(snapshotDir(state, id), { recursive: true, force: true });
      throw error;
    }
    const pinned = pinsAround(pins, io);
    pinned.during();
    activate({ served, newAssets, files, pages: pagesMoves, staging, io });
    pinned.after();
    rmSync(staging, { recursive: true, force: true });
    return id;
  });
}

/** The release a rollback would make live: the one live before the current one. */
export function rollbackTarget({ served, state = defaultStateDir(served) }) {
  const history = readHistory(state);
  if (history.live.length < 2) throw new Error('There is no earlier release to roll back to');
  return history.live.at(-2);
}

/**
 * Makes the release that was live before the current one live again.
 * @param {{ served: string, state?: string, expected?: string, rewrite?: Record<string, () => string>, pins?: PinsUpdate, io?: typeof realIo }} options
 *   expected: the release the caller checked (rollbackTarget); another one live meanwhile stops the rollback.
 */
export function rollback({ served, state = defaultStateDir(served), expected, rewrite = {}, pins, io = realIo }) {
  return withLocks(lockDirsOf(state, pins?.shellServed), () => {
    const history = readHistory(state);
    if (history.live.length < 2) throw new Error('There is no earlier release to roll back to');
    if (expected !== undefined && history.live.at(-2) !== expected) throw new Error('Another release went live meanwhile; try again');
    const current = readRelease(state, history.live.at(-1));
    const target = readRelease(state, history.live.at(-2));
    // The files are the earlier release's; the shell's pages are those the current release replaced.
    const files = filesOf(target, current);
    const pagesMoves = { ...pagesOfUndo(current), id: current.id };
    const run = () => {
      const staging = path.join(state, 'staging', `rollback-${target.id}`);
      const texts = Object.fromEntries(Object.entries(rewrite).map(([file, text]) => [file, text()]));
      try {
        stage({ state, files, pages: pagesMoves, staging, io, rewrite: texts });
        history.live.pop();
        record(state, history, { action: 'rollback', id: target.id, from: current.id }, io);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        throw error;
      }
      const pinned = pinsAround(pins, io);
      pinned.during();
      activate({ served, files, pages: pagesMoves, staging, io });
      pinned.after();
      rmSync(staging, { recursive: true, force: true });
      return target.id;
    };
    const pagesState = current.pagesTo && defaultStateDir(current.pagesTo);
    return pagesState && !lockDirsOf(state, pins?.shellServed).includes(pagesState) ? withLocks([pagesState], run) : run();
  });
}

/** Every mf-manifest.json a kept release holds: the app's own and its variants'. */
export function keptManifests({ served, state = defaultStateDir(served) }, id) {
  return servedManifests(path.join(snapshotDir(state, id), 'files'));
}

/** A file of a kept release, or null when it has none. */
export function keptFile({ served, state = defaultStateDir(served) }, id, file) {
  const kept = path.join(snapshotDir(state, id), 'files', file);
  return existsSync(kept) ? readFileSync(kept) : null;
}

export function list({ served, state = defaultStateDir(served) }) {
  const history = readHistory(state);
  return {
    current: currentRelease(history),
    live: history.live,
    releases: history.releases,
    events: history.events,
    canaries: history.canaries ?? [],
  };
}

/** Rewrites one served file (the shell's remotes.json) under the app's lock: `change` gets its text (null: none) and returns the new one. */
export function rewriteServed({ served, state = defaultStateDir(served), io = realIo }, file, change) {
  return withLocks([state], () => {
    const text = change(servedFile(served, file)?.toString('utf8') ?? null);
    writeFileAtomic(path.join(served, file), text, io);
    return text;
  });
}

/** A file as a folder serves it, or null when it does not. */
export function servedFile(folder, file) {
  const served = path.join(folder, file);
  return existsSync(served) ? readFileSync(served) : null;
}

/** Every mf-manifest.json a folder (a build, or what a server serves) holds: the app's own and its variants'. */
export function servedManifests(folder) {
  if (!existsSync(folder)) return [];
  return listTree(folder)
    .filter(isManifestFile)
    .map((file) => ({ file, manifest: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) }));
}
