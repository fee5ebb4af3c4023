// The release tool's commands (see release-remote.mjs), written once over a place: the stores of the apps of one
// site (folder-place.mjs, bucket-place.mjs).
//   place.store                the app's store; place.storeOf(dir) another app's
//   place.shellStore           the live shell's store (the app's own, for the shell)
//   place.pagesStore           the shell store a remote's pages go into (none: no pages are written)
//   place.remotesWhere         where the remotes are, as a report names it
//   place.pinOnShell           how to run `pin` on the shell, for a refusal
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canaryPart, pagesRenderer } from './canary-commands.mjs';
import { canarySite } from './canary-site.mjs';
import { filesNamedBy, manifestsAndEntries } from './named-files.mjs';
import { previewCommand, previewListing } from './preview.mjs';
import { previewSite } from './preview-site.mjs';
import { keptFile, keptManifests, list, publish, rewriteServed, rollback, rollbackTarget } from './releases.mjs';
import {
  buildManifests,
  checked,
  fileIn,
  filesOf,
  gate,
  isShell,
  markedHistory,
  onPinProblems,
  ownManifest,
  pinnedShellMap,
  REMOTE_MAP,
  REMOTES,
  remotePinsUpdate,
  verdictOn,
  warnUnpinned,
} from './release-steps.mjs';

/** Runs `command` for `app` in `place`; its output, or a thrown error saying what is wrong. */
export async function commandIn(command, appDir, app, place, values) {
  const { store, shellStore, pagesStore } = place;
  const { force } = values;
  const site = {
    liveShell: async () => ({ manifest: ownManifest(await shellStore.servedManifests()), at: shellStore.where }),
    liveRemotes: async () => {
      const remotes = [];
      for (const { dir } of REMOTES) remotes.push(...(await place.storeOf(dir).servedManifests()).map((found) => ({ app: dir, ...found })));
      return { remotes, at: place.remotesWhere };
    },
  };
  const liveRead = (dir, file) => place.storeOf(dir).readServed(file);
  const liveMap = async () => (await shellStore.readServed(REMOTE_MAP))?.toString('utf8') ?? null;
  const problemsFound = onPinProblems(command, force);
  /** The pins a remote's release writes into the live shell's remotes.json; refused here, before anything is written. */
  const pinsOf = async (read) => {
    const served = await liveMap();
    if (served === null) return warnUnpinned(shellStore.where);
    const update = remotePinsUpdate(app, read, await site.liveShell(), problemsFound);
    update(served);
    return { store: shellStore, update };
  };
  /** A remotes.json pinned to the live remotes; refused here, and made again once the release holds its lock. */
  const shellPins = async (text, shellManifest) => {
    const pinned = async () => {
      const map = await text();
      return pinnedShellMap(map, await filesNamedBy(map, liveRead), shellManifest, problemsFound);
    };
    await pinned();
    return pinned;
  };
  const builtMap = (dist) => async () => readFileSync(path.join(dist, REMOTE_MAP), 'utf8');

  const renderPages = pagesRenderer(
    app,
    { dist: path.join(appDir, 'dist'), shellStore: pagesStore, storeOf: place.storeOf },
    values.renderPages,
  );
  const remoteSite = canarySite({ app, store, shellStore, pagesStore, gateSite: site, renderPages });
  const canary = await canaryPart(command, appDir, remoteSite, values);
  if (canary) return canary.output;
  const previews = previewSite(remoteSite, { store, shellStore });
  if (command === 'preview') return previewCommand(appDir, previews, values);

  if (command === 'check') {
    const manifests = buildManifests(appDir);
    const report = checked(await verdictOn(app, manifests, site));
    const dist = path.join(appDir, 'dist');
    if (isShell(app)) await shellPins(builtMap(dist), { manifest: ownManifest(manifests), at: 'this build' });
    else await pinsOf(filesOf(app, fileIn(dist)));
    return report;
  }
  if (command === 'publish') {
    const manifests = buildManifests(appDir);
    gate(await verdictOn(app, manifests, site), force, 'released');
    const dist = path.join(appDir, 'dist');
    if (isShell(app)) {
      const pinned = await shellPins(builtMap(dist), { manifest: ownManifest(manifests), at: 'this build' });
      return `published ${await publish({ app, dist, store, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const pins = await pinsOf(filesOf(app, fileIn(dist)));
    const pages = pagesStore ? { store: pagesStore, texts: await renderPages() } : undefined;
    return `published ${await publish({ app, dist, store, pages, pins })}`;
  }
  if (command === 'rollback') {
    const id = await rollbackTarget({ store });
    const manifests = await keptManifests(store, id);
    gate(await verdictOn(app, manifests, site), force, 'rolled back');
    if (isShell(app)) {
      const keptMap = async () => (await keptFile(store, id, REMOTE_MAP)).toString('utf8');
      const pinned = await shellPins(keptMap, { manifest: ownManifest(manifests), at: `release ${id}` });
      return `rolled back to ${await rollback({ store, expected: id, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const read = await manifestsAndEntries(manifests, (file) => keptFile(store, id, file));
    const pins = await pinsOf(filesOf(app, read));
    return `rolled back to ${await rollback({ store, expected: id, pins })}`;
  }
  if (command === 'list')
    return markedHistory(await list({ store }), app, (id) => keptManifests(store, id), site, await previewListing(previews, values.now));
  if (command === 'pin') {
    if (!isShell(app)) throw new Error(`pin pins the shell's remotes.json: run it on the shell (${place.pinOnShell}), not on ${app}`);
    const shellManifest = await site.liveShell();
    if ((await liveMap()) === null)
      throw new Error(`${shellStore.whereOf(REMOTE_MAP)} does not exist: there is no live remotes.json to pin`);
    await rewriteServed(shellStore, REMOTE_MAP, async (text) =>
      pinnedShellMap(text, await filesNamedBy(text, liveRead), shellManifest, problemsFound),
    );
    return `pinned ${shellStore.whereOf(REMOTE_MAP)}`;
  }
  throw new Error(`unknown command ${command}`);
}
