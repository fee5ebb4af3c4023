// The release tool's commands on a folder a web server serves (see release-remote.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  keptFile,
  keptManifests,
  list,
  publish,
  rewriteServed,
  rollback,
  rollbackTarget,
  servedFile,
  servedManifests,
} from './folder-target.mjs';
import { canaryPart, pagesRenderer } from './canary-commands.mjs';
import { folderCanarySite } from './canary-folder.mjs';
import { remotePages, servedByFolder } from './remote-pages.mjs';
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
  SHELL,
  verdictOn,
  warnUnpinned,
} from './release-steps.mjs';

/** Runs `command` for `app` whose live folder is `served`; its output, or a thrown error saying what is wrong. */
export async function toFolder(command, appDir, app, served, values) {
  const { state, shell, remotes, force } = values;
  const beside = path.dirname(path.resolve(served));
  const shellFolder = isShell(app) ? served : (shell ?? path.join(beside, SHELL.dir));
  const remoteFolder = (dir) => (dir === app ? served : path.join(remotes ?? beside, dir));
  const site = {
    liveShell: async () => ({ manifest: ownManifest(servedManifests(shellFolder)), at: shellFolder }),
    liveRemotes: async () => ({
      remotes: REMOTES.flatMap(({ dir }) => servedManifests(remoteFolder(dir)).map((found) => ({ app: dir, ...found }))),
      at: `${remotes ?? beside}/{${REMOTES.map(({ dir }) => dir).join(',')}}`,
    }),
  };
  const liveFile = (dir, file) => servedFile(remoteFolder(dir), file);
  const hasLiveMap = () => existsSync(path.join(shellFolder, REMOTE_MAP));
  const kept = { served, state };
  const problemsFound = onPinProblems(command, force);
  /** The pins a remote's release writes into the live shell's remotes.json; refused here, before anything is written. */
  const pinsOf = (read) => {
    if (!hasLiveMap()) return warnUnpinned(shellFolder);
    const update = remotePinsUpdate(app, read, { manifest: ownManifest(servedManifests(shellFolder)), at: shellFolder }, problemsFound);
    update(readFileSync(path.join(shellFolder, REMOTE_MAP), 'utf8'));
    return { shellServed: shellFolder, update };
  };
  /** The build's remotes.json pinned to the live remotes; refused here, and made again once the release holds its lock. */
  const shellPins = (text, shellManifest) => {
    const pinned = () => pinnedShellMap(text(), liveFile, shellManifest, problemsFound);
    pinned();
    return pinned;
  };

  const renderPages = pagesRenderer(app, servedByFolder(shell), values.renderPages);
  const canary = await canaryPart(
    command,
    appDir,
    folderCanarySite({ app, served, state, shellFolder, pagesTo: shell, gateSite: site, renderPages }),
    values,
  );
  if (canary) return canary.output;

  if (command === 'check') {
    const manifests = buildManifests(appDir);
    const report = checked(await verdictOn(app, manifests, site));
    const dist = path.join(appDir, 'dist');
    if (isShell(app))
      shellPins(() => readFileSync(path.join(dist, REMOTE_MAP), 'utf8'), { manifest: ownManifest(manifests), at: 'this build' });
    else pinsOf(filesOf(app, fileIn(dist)));
    return report;
  }
  if (command === 'publish') {
    const manifests = buildManifests(appDir);
    gate(await verdictOn(app, manifests, site), force, 'released');
    const dist = path.join(appDir, 'dist');
    if (isShell(app)) {
      const pinned = shellPins(() => readFileSync(path.join(dist, REMOTE_MAP), 'utf8'), {
        manifest: ownManifest(manifests),
        at: 'this build',
      });
      return `published ${publish({ app, dist, served, state, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const pins = pinsOf(filesOf(app, fileIn(dist)));
    const pages = shell ? { shellServed: shell, files: await remotePages(app, servedByFolder(shell)) } : undefined;
    return `published ${publish({ app, dist, served, state, pages, pins })}`;
  }
  if (command === 'rollback') {
    const id = rollbackTarget(kept);
    gate(await verdictOn(app, keptManifests(kept, id), site), force, 'rolled back');
    const keptRead = (file) => keptFile(kept, id, file);
    if (isShell(app)) {
      const pinned = shellPins(() => keptRead(REMOTE_MAP).toString('utf8'), {
        manifest: ownManifest(keptManifests(kept, id)),
        at: `release ${id}`,
      });
      return `rolled back to ${rollback({ served, state, expected: id, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const pins = pinsOf(filesOf(app, keptRead));
    return `rolled back to ${rollback({ served, state, expected: id, pins })}`;
  }
  if (command === 'list') return markedHistory(list(kept), app, async (id) => keptManifests(kept, id), site);
  if (command === 'pin') {
    if (!isShell(app))
      throw new Error(`pin pins the shell's remotes.json: run it on the shell (pin shell <shell-served-folder>), not on ${app}`);
    const shellManifest = await site.liveShell();
    if (!hasLiveMap()) throw new Error(`${path.join(shellFolder, REMOTE_MAP)} does not exist: there is no live remotes.json to pin`);
    rewriteServed(kept, REMOTE_MAP, (text) => pinnedShellMap(text, liveFile, shellManifest, problemsFound));
    return `pinned ${path.join(shellFolder, REMOTE_MAP)}`;
  }
  throw new Error(`unknown command ${command}`);
}
