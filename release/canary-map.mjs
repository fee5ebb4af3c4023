// The live remotes.json around a canary: the remote split between its stable release and the canary, both pinned,
// reweighted at each step, and back on the stable release alone when the canary is rolled back. A preview's build
// is placed and pinned beside the live release the same way, though no map names it.
import path from 'node:path';
import { isCanaryVariant, STABLE_VARIANT } from './canary-pages.mjs';
import { fileIn, REMOTE_MAP } from './release-steps.mjs';
import { describePinProblems, pinnedRemoteMap, servedFileOf } from './remote-pins.mjs';

export function parsedMap(text) {
  if (text === null) throw new Error(`There is no live ${REMOTE_MAP}: a canary is a split of it`);
  return JSON.parse(text);
}

/**
 * The entry the live remotes.json gives a remote: its stable release's, also while an experiment or a canary splits
 * it (a preview sits beside whatever is live, and splits no one).
 */
export function liveEntryOf(map, remote, app) {
  const source = map[remote];
  if (source === undefined) throw new Error(`The live ${REMOTE_MAP} names no ${remote}: release ${app} first`);
  if (Array.isArray(source?.variants)) return (source.variants.find(({ name }) => name === STABLE_VARIANT) ?? source.variants[0])?.entry;
  return typeof source === 'string' ? source : source.entry;
}

/** The stable release's entry in the live remotes.json; refuses a remote that is split already. */
export function stableSource(map, remote, app) {
  const source = map[remote];
  if (Array.isArray(source?.variants)) {
    const canary = source.variants.some(({ name }) => isCanaryVariant(name));
    throw new Error(
      canary
        ? `${remote} has a canary already: step it (canary-step) until it is stable or rolled back`
        : `${remote} is split for an experiment (${source.variants.map(({ name }) => name).join(', ')}): end it before a canary, which would split its visitors again`,
    );
  }
  return liveEntryOf(map, remote, app);
}

/**
 * Where a build beside the live release is served: `<kind>/<id>` in the folder of the live entry, on its origin, so
 * the remote's server (and its CORS and cache rules) answers for it as for the live build.
 */
export function besideLive(site, liveEntry, kind, id) {
  const located = servedFileOf(liveEntry);
  if (!located || located.app !== site.app) throw new Error(`${site.remote}'s live entry ${liveEntry} is not served by ${site.app} here`);
  const base = path.posix.dirname(located.file) === '.' ? '' : `${path.posix.dirname(located.file)}/`;
  const folder = `${base}${kind}/${id}`;
  const origin = new URL(liveEntry).origin;
  return { folder, origin, entry: `${origin}/${folder}/mf-manifest.json` };
}

/**
 * The pin of a build to be served in `folder` (besideLive), read from the build as the canary's is: its manifest and
 * entry hashed, its composition with the live shell checked. Throws what keeps it from being pinned.
 */
export async function pinBeside(site, { remote, entry, folder }, dist) {
  const read = await pinReader(site, { folder }, dist);
  const { map, problems } = pinnedRemoteMap({ [remote]: entry }, { read, shell: await site.liveShell(), only: site.app });
  if (problems.length) throw new Error(describePinProblems(problems));
  return map[remote].integrity;
}

/** The live map with the remote split between its stable entry and the canary's, pinned to what each serves. */
export function splitMap(map, canary, share, read, shell) {
  const split = structuredClone(map);
  split[canary.remote] = {
    variants: [
      { name: STABLE_VARIANT, entry: canary.stableEntry, weight: 100 - share },
      { name: canary.variant, entry: canary.entry, weight: share },
    ],
  };
  const { map: pinned, problems } = pinnedRemoteMap(split, { read, shell, only: canary.app });
  if (problems.length) throw new Error(describePinProblems(problems));
  return pinned;
}

/** The live map with the remote's split set to `share` (its pins as they are). */
export function reweighted(map, canary, share) {
  const changed = structuredClone(map);
  const variants = changed[canary.remote]?.variants;
  if (!Array.isArray(variants) || !variants.some(({ name }) => name === canary.variant))
    throw new Error(`The live ${REMOTE_MAP} no longer splits ${canary.remote} for its canary: it was edited by hand; nothing was changed`);
  for (const variant of variants) variant.weight = variant.name === canary.variant ? share : 100 - share;
  return changed;
}

/** The live map without the canary: the remote back on its stable entry and pin. */
export function withoutCanaryMap(map, canary) {
  const changed = structuredClone(map);
  const stable = changed[canary.remote]?.variants?.find(({ name }) => name === STABLE_VARIANT);
  changed[canary.remote] = stable?.integrity ? { entry: stable.entry, integrity: stable.integrity } : canary.stableEntry;
  return changed;
}

/** Reads the files pinning needs (a manifest and its entry), from the served remote or the canary's build. */
export async function pinReader(site, canary, dist) {
  const files = new Map();
  const stableManifest = await site.servedFile('mf-manifest.json');
  files.set('mf-manifest.json', stableManifest);
  if (stableManifest) {
    const entry = JSON.parse(stableManifest.toString('utf8'))?.metaData?.remoteEntry?.name;
    if (entry) files.set(entry, await site.servedFile(entry));
  }
  const inBuild = fileIn(dist);
  const canaryManifest = inBuild('mf-manifest.json');
  const canaryEntry = JSON.parse(canaryManifest.toString('utf8'))?.metaData?.remoteEntry?.name;
  files.set(`${canary.folder}/mf-manifest.json`, canaryManifest);
  if (canaryEntry) files.set(`${canary.folder}/${canaryEntry}`, inBuild(canaryEntry));
  return (app, file) => (app === site.app ? (files.get(file) ?? null) : null);
}
