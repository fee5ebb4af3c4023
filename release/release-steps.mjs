// The steps every command of the release tool takes, whatever the target: the gate's verdict on what would go
// live, the refusal (or the forced release's warning), and the pins it writes into the live shell's remotes.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { remoteReleaseVerdict, shellReleaseVerdict } from './composition-gate.mjs';
import { manifestsIn } from './build-files.mjs';
import { describePinProblems, pinnedRemoteMap, remoteMapText, transitionalRemoteMap } from './remote-pins.mjs';

export const [SHELL, ...REMOTES] = SITE_APPS;
export const isShell = (app) => app === SHELL.dir;
export const REMOTE_MAP = 'remotes.json';

/** The app's own manifest among a build's or release's (its variants' sit in subfolders). */
export const ownManifest = (manifests) => manifests.find(({ file }) => file === 'mf-manifest.json')?.manifest ?? null;

/**
 * The gate's verdict on making `manifests` (a build's, or a kept release's) of `app` live, against what is live.
 * @param {{ liveShell: () => Promise<{ manifest: any, at: string }>, liveRemotes: () => Promise<{ remotes: { app: string, file: string, manifest: any }[], at: string }> }} site
 */
export async function verdictOn(app, manifests, site) {
  if (isShell(app)) return shellReleaseVerdict({ manifest: ownManifest(manifests) }, await site.liveRemotes());
  return remoteReleaseVerdict({ app, manifests }, await site.liveShell());
}

export function buildManifests(appDir) {
  const manifests = manifestsIn(path.join(appDir, 'dist'));
  if (!ownManifest(manifests)) throw new Error(`${path.join(appDir, 'dist')} has no mf-manifest.json: build it first`);
  return manifests;
}

/** Stops what does not compose (or cannot be pinned), unless forced; a forced one says what it breaks. */
export function passGate(report, force, undone) {
  if (!force) throw new Error(`${report}\nNothing was ${undone}.`);
  console.warn(`${undone[0].toUpperCase()}${undone.slice(1)} with --force, although:\n${report}`);
}

export const gate = (verdict, force, undone) => verdict.ok || passGate(verdict.report, force, undone);

/** What a command does when remotes.json cannot be pinned: `check` fails; the others stop unless forced. */
export const onPinProblems = (command, force) =>
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
export function pinnedShellMap(text, read, shell, problemsFound) {
  const { map, problems } = pinnedRemoteMap(parsedMap(text, REMOTE_MAP), { read, shell });
  if (problems.length) problemsFound(describePinProblems(problems));
  return remoteMapText(map);
}

/**
 * How a remote's release changes the live shell's remotes.json: the entries on the remote's origin pinned to
 * the files `read` gives (the release's), both pins accepted while the files are swapped.
 */
export function remotePinsUpdate(app, read, liveShell, problemsFound) {
  return (served) => {
    const live = parsedMap(served, `the live ${REMOTE_MAP}`);
    const { map, problems, pinned } = pinnedRemoteMap(live, { read, shell: liveShell, only: app });
    if (problems.length) problemsFound(describePinProblems(problems));
    if (!pinned.length) console.warn(`The live remotes.json names none of ${app}'s files: the shell keeps loading what it names.`);
    return { during: remoteMapText(transitionalRemoteMap(live, map)), after: remoteMapText(map) };
  };
}

/** Reads the files of one app from a folder (a build, or a kept release through `kept`), null for another app. */
export const filesOf = (app, readFile) => (dir, file) => (dir === app ? readFile(file) : null);
export const fileIn = (folder) => (file) => (existsSync(path.join(folder, file)) ? readFileSync(path.join(folder, file)) : null);

/**
 * Whether each kept release would compose with what is live now, beside the history: a team knows its rollback
 * target before it needs it. A remote's previews (preview.mjs's listing) follow its releases.
 */
export async function markedHistory(history, app, manifestsOf, site, previews = null) {
  const releases = [];
  for (const release of history.releases) {
    const verdict = await verdictOn(app, await manifestsOf(release.id), site);
    releases.push({ ...release, composesWithLive: verdict.ok, ...(verdict.ok ? {} : { why: verdict.report }) });
  }
  const marked = {};
  for (const [key, value] of Object.entries(history)) {
    marked[key] = key === 'releases' ? releases : value;
    if (key === 'releases' && previews) marked.previews = previews;
  }
  return JSON.stringify(marked, null, 2);
}

export function checked(verdict) {
  if (!verdict.ok) throw new Error(verdict.report);
  return verdict.report;
}

/** A remote released where no live shell serves a remotes.json (only with --force: the gate wants a live shell). */
export function warnUnpinned(where) {
  console.warn(`No live remotes.json at ${where}: nothing was pinned to this release.`);
  return null;
}
