// Releases one app's build (the shell or a remote) to where it is served, or
// rolls it back, without touching any other app. See README, "Releasing one
// remote without the others". Two targets:
//
// A folder a web server serves:
//   node scripts/release-remote.mjs publish  <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]
//   node scripts/release-remote.mjs check    <app-dir> <served-folder> [--shell <shell-served-folder>] [--remotes <folder>]
//   node scripts/release-remote.mjs rollback <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]
//   node scripts/release-remote.mjs list     <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>]
//   node scripts/release-remote.mjs pin      shell <shell-served-folder> [--remotes <folder>] [--force]
// --shell (remotes only): where the live shell is served (by default the `shell` folder beside the served
// folder); with it, the release prerenders the remote's routes with this build and swaps those pages into it too.
// --remotes (the shell only): the folder holding the remotes' served folders (by default, the one holding the shell's).
//
// An S3-compatible bucket behind a CDN (credentials from the environment):
//   node scripts/release-remote.mjs publish|check|rollback|list|pin <app-dir> --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix shell] [--force]
// --shell-prefix (remotes only): the live shell's prefix (by default `shell`); with it, as --shell, the remote's
// pages go into the shell's prefix too. A shell release checks the remotes under their apps' folder names.
//
// `publish` and `rollback` first check that what would go live composes with what is live (composition-gate.mjs)
// and refuse it, before they write anything, when it does not; `check` runs that check alone; `list` says, for
// each kept release, whether it would. --force goes ahead anyway and says what it breaks. Every release and
// rollback pins the shell's remotes.json to the files it checked (remote-pins.mjs); `pin` pins it as it stands.
// Exit status: 0 done (or composes), 1 refused or failed (the message says why and what to do), 2 a usage error.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  bucketTarget,
  keptManifests as keptBucketManifests,
  keptObject,
  listBucket,
  objectExists,
  publishToBucket,
  rewriteServedObject,
  rollbackBucket,
  rollbackTarget as bucketRollbackTarget,
  servedManifests as bucketManifests,
  servedObject,
} from './release/bucket-target.mjs';
import { remoteReleaseVerdict, shellReleaseVerdict } from './release/composition-gate.mjs';
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
} from './release/folder-target.mjs';
import { remotePages, servedByFolder } from './release/remote-pages.mjs';
import { describePinProblems, entryFileOf, pinnedRemoteMap, remoteMapText, transitionalRemoteMap } from './release/remote-pins.mjs';
import { SITE_APPS } from './site-apps.mjs';
import { isProgram } from './is-program.mjs';

export { list, publish, rollback };

const USAGE =
  'usage: release-remote.mjs publish|check|rollback|list|pin <app-dir> (<served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] | --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix <shell-prefix>]) [--force]';

const [SHELL, ...REMOTES] = SITE_APPS;
const isShell = (app) => app === SHELL.dir;
const REMOTE_MAP = 'remotes.json';

/** The app's own manifest among a build's or release's (its variants' sit in subfolders). */
const ownManifest = (manifests) => manifests.find(({ file }) => file === 'mf-manifest.json')?.manifest ?? null;

/**
 * The gate's verdict on making `manifests` (a build's, or a kept release's) of `app` live, against what is live.
 * @param {{ liveShell: () => Promise<{ manifest: any, at: string }>, liveRemotes: () => Promise<{ remotes: { app: string, file: string, manifest: any }[], at: string }> }} site
 */
async function verdictOn(app, manifests, site) {
  if (isShell(app)) return shellReleaseVerdict({ manifest: ownManifest(manifests) }, await site.liveRemotes());
  return remoteReleaseVerdict({ app, manifests }, await site.liveShell());
}

function buildManifests(appDir) {
  const manifests = servedManifests(path.join(appDir, 'dist'));
  if (!ownManifest(manifests)) throw new Error(`${path.join(appDir, 'dist')} has no mf-manifest.json: build it first`);
  return manifests;
}

/** Stops what does not compose (or cannot be pinned), unless forced; a forced one says what it breaks. */
function passGate(report, force, undone) {
  if (!force) throw new Error(`${report}\nNothing was ${undone}.`);
  console.warn(`${undone[0].toUpperCase()}${undone.slice(1)} with --force, although:\n${report}`);
}

const gate = (verdict, force, undone) => verdict.ok || passGate(verdict.report, force, undone);

/** What a command does when remotes.json cannot be pinned: `check` fails; the others stop unless forced. */
const onPinProblems = (command, force) =>
  command === 'check'
    ? (report) => {
        throw new Error(report);
      }
    : (report) => passGate(report, force, { publish: 'released', rollback: 'rolled back', pin: 'pinned' }[command]);

/** A remote map's text, parsed; what it is and where, when it does not parse. */
function parsedMap(text, where) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON: ${error.message}`, { cause: error });
  }
}

/**
 * The shell's remotes.json (`text`) pinned to the remotes `read` finds, which must compose with `shell`;
 * `problems` is told when an entry cannot be pinned (a bare remoteEntry.js, a URL nothing here serves, a build
 * that does not compose).
 */
function pinnedShellMap(text, read, shell, problemsFound) {
  const { map, problems } = pinnedRemoteMap(parsedMap(text, REMOTE_MAP), { read, shell });
  if (problems.length) problemsFound(describePinProblems(problems));
  return remoteMapText(map);
}

/**
 * How a remote's release changes the live shell's remotes.json: the entries on the remote's origin pinned to
 * the files `read` gives (the release's), both pins accepted while the files are swapped.
 */
function remotePinsUpdate(app, read, liveShell, problemsFound) {
  return (served) => {
    const live = parsedMap(served, `the live ${REMOTE_MAP}`);
    const { map, problems, pinned } = pinnedRemoteMap(live, { read, shell: liveShell, only: app });
    if (problems.length) problemsFound(describePinProblems(problems));
    if (!pinned.length) console.warn(`The live remotes.json names none of ${app}'s files: the shell keeps loading what it names.`);
    return { during: remoteMapText(transitionalRemoteMap(live, map)), after: remoteMapText(map) };
  };
}

/** Reads the files of one app from a folder (a build, or a kept release through `kept`), null for another app. */
const filesOf = (app, readFile) => (dir, file) => (dir === app ? readFile(file) : null);
const fileIn = (folder) => (file) => (existsSync(path.join(folder, file)) ? readFileSync(path.join(folder, file)) : null);

/**
 * Whether each kept release would compose with what is live now, beside the history: a team knows its rollback
 * target before it needs it.
 */
async function markedHistory(history, app, manifestsOf, site) {
  const releases = [];
  for (const release of history.releases) {
    const verdict = await verdictOn(app, await manifestsOf(release.id), site);
    releases.push({ ...release, composesWithLive: verdict.ok, ...(verdict.ok ? {} : { why: verdict.report }) });
  }
  return JSON.stringify({ ...history, releases }, null, 2);
}

async function toFolder(command, appDir, app, served, { state, shell, remotes, force }) {
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
  throw Object.assign(new Error(`unknown command ${command}\n${USAGE}`), { usage: true });
}

async function toBucket(command, appDir, app, { bucket, prefix = app, endpoint, 'shell-prefix': shellPrefix, force }) {
  const target = bucketTarget({ bucket, prefix, endpoint });
  const at = (appPrefix) => bucketTarget({ bucket, prefix: appPrefix, client: target.client });
  const shellTarget = isShell(app) ? target : at(shellPrefix ?? SHELL.dir);
  const remoteTarget = (dir) => (dir === app ? target : at(dir));
  const site = {
    liveShell: async () => ({ manifest: ownManifest(await bucketManifests(shellTarget)), at: `s3://${bucket}/${shellTarget.site('')}` }),
    liveRemotes: async () => ({
      remotes: (
        await Promise.all(
          REMOTES.map(async ({ dir }) => (await bucketManifests(remoteTarget(dir))).map((found) => ({ app: dir, ...found }))),
        )
      ).flat(),
      at: `s3://${bucket}/{${REMOTES.map(({ dir }) => remoteTarget(dir).site('')).join(',')}}`,
    }),
  };
  /** The live remotes' manifests and entries, read now, for the synchronous pinning. */
  const liveFiles = async () => {
    const files = new Map();
    for (const { dir } of REMOTES) {
      for (const { file, manifest } of await bucketManifests(remoteTarget(dir))) {
        for (const wanted of [file, entryFileOf(file, manifest)].filter(Boolean)) {
          files.set(`${dir}/${wanted}`, await servedObject(remoteTarget(dir), wanted));
        }
      }
    }
    return (dir, file) => files.get(`${dir}/${file}`) ?? null;
  };
  const liveMap = async () => (await servedObject(shellTarget, REMOTE_MAP))?.toString('utf8') ?? null;
  const problemsFound = onPinProblems(command, force);
  /** The pins a remote's release writes into the live shell's remotes.json; refused here, before anything is written. */
  const pinsOf = async (read) => {
    const served = await liveMap();
    if (served === null) return warnUnpinned(`s3://${bucket}/${shellTarget.site('')}`);
    const update = remotePinsUpdate(app, read, await site.liveShell(), problemsFound);
    update(served);
    return { shell: shellTarget, update };
  };
  /** A remotes.json pinned to the live remotes; refused here, and made again once the release holds its lock. */
  const shellPins = async (text, shellManifest) => {
    const pinned = async () => pinnedShellMap(await text(), await liveFiles(), shellManifest, problemsFound);
    await pinned();
    return pinned;
  };
  /** A kept release's or a build's files of this app, read now. */
  const filesNow = async (files, readOne) => {
    const read = new Map();
    for (const file of files) read.set(file, await readOne(file));
    return filesOf(app, (file) => read.get(file) ?? null);
  };
  const manifestsAndEntries = (manifests) => manifests.flatMap(({ file, manifest }) => [file, entryFileOf(file, manifest)].filter(Boolean));

  const builtMap = (dist) => async () => readFileSync(path.join(dist, REMOTE_MAP), 'utf8');

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
      return `published ${await publishToBucket({ app, dist, target, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const pins = await pinsOf(filesOf(app, fileIn(dist)));
    const shell = shellPrefix && at(shellPrefix);
    const pages = shell
      ? { shellPrefix, files: await remotePages(app, (file) => objectExists(shell, shell.site(file.slice(1)))) }
      : undefined;
    return `published ${await publishToBucket({ app, dist, target, pages, pins: pins ?? undefined })}`;
  }
  if (command === 'rollback') {
    const id = await bucketRollbackTarget({ target });
    const manifests = await keptBucketManifests(target, id);
    gate(await verdictOn(app, manifests, site), force, 'rolled back');
    if (isShell(app)) {
      const keptMap = async () => (await keptObject(target, id, REMOTE_MAP)).toString('utf8');
      const pinned = await shellPins(keptMap, { manifest: ownManifest(manifests), at: `release ${id}` });
      return `rolled back to ${await rollbackBucket({ target, expected: id, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const read = await filesNow(manifestsAndEntries(manifests), (file) => keptObject(target, id, file));
    const pins = await pinsOf(read);
    return `rolled back to ${await rollbackBucket({ target, expected: id, pins: pins ?? undefined })}`;
  }
  if (command === 'list') return markedHistory(await listBucket({ target }), app, (id) => keptBucketManifests(target, id), site);
  if (command === 'pin') {
    if (!isShell(app)) throw new Error(`pin pins the shell's remotes.json: run it on the shell (pin shell --bucket ...), not on ${app}`);
    const shellManifest = await site.liveShell();
    if ((await liveMap()) === null)
      throw new Error(`s3://${bucket}/${shellTarget.site(REMOTE_MAP)} does not exist: there is no live remotes.json to pin`);
    await rewriteServedObject(shellTarget, REMOTE_MAP, async (text) =>
      pinnedShellMap(text, await liveFiles(), shellManifest, problemsFound),
    );
    return `pinned s3://${bucket}/${shellTarget.site(REMOTE_MAP)}`;
  }
  throw Object.assign(new Error(`unknown command ${command}\n${USAGE}`), { usage: true });
}

function checked(verdict) {
  if (!verdict.ok) throw new Error(verdict.report);
  return verdict.report;
}

/** A remote released where no live shell serves a remotes.json (only with --force: the gate wants a live shell). */
function warnUnpinned(where) {
  console.warn(`No live remotes.json at ${where}: nothing was pinned to this release.`);
  return null;
}

/** Runs one command of the tool; its output, or a thrown error whose message says what is wrong. */
export async function releaseCommand(args) {
  const { positionals, values } = parsedArguments(args);
  const [command, appDir, served] = positionals;
  if (!command || !appDir || (!served && !values.bucket)) throw Object.assign(new Error(USAGE), { usage: true });
  const app = path.basename(path.resolve(appDir));
  return values.bucket ? toBucket(command, appDir, app, values) : toFolder(command, appDir, app, served, values);
}

/** The command line, or a usage error naming what is wrong with it. */
function parsedArguments(args) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        state: { type: 'string' },
        shell: { type: 'string' },
        remotes: { type: 'string' },
        bucket: { type: 'string' },
        prefix: { type: 'string' },
        endpoint: { type: 'string' },
        'shell-prefix': { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw Object.assign(new Error(`${error.message}\n${USAGE}`, { cause: error }), { usage: true });
  }
}

if (isProgram(import.meta.url)) {
  try {
    console.log(await releaseCommand(process.argv.slice(2)));
  } catch (error) {
    console.error(error.message);
    process.exit(error.usage ? 2 : 1);
  }
}
