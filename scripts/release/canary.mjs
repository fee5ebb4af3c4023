// A canary: a remote's build put live beside its stable release, a share of visitors split to it (each keeps
// theirs, as in an experiment), then stepped up a ramp, made the stable release, or rolled back to 0% on the
// evidence of the field log. Written once for both targets against a `site` (canary-folder.mjs, canary-bucket.mjs):
//   site.app, site.remote, site.where             the remote's app folder name, its registry name, where it is served
//   site.verdict(manifests)                       the gate's verdict on making `manifests` live (release-steps.mjs)
//   site.liveShell()                              the live shell's manifest, for the pins
//   site.withLock(work)                           holds the release locks of the remote and the shell (publish's)
//   site.withCanaryLock(work)                     holds the lock only canary steps take: one step at a time
//   site.readCanary() / site.writeCanary(value)   the running canary's record (null: none)
//   site.archiveCanary(record)                    keeps an ended canary's record beside the history
//   site.record(event, ended?)                    appends an event to the release history (and an ended canary to its canaries)
//   site.stableRelease()                          the live release: { id, version }
//   site.servedFile(file)                         a file the remote serves (bytes, or null)
//   site.putCanary(folder, dist)                  serves the build in `folder` (CANARY_FOLDER/<id>) beside the stable one
//   site.readMap() / site.writeMap(text)          the live shell's remotes.json
//   site.readPage(file) / site.writePage(file, text)   the live shell's pages
//   site.keepPages(id, pages)                     keeps the canary's own pages ({ file: text }) for its promotion
//   site.renderPages()                            the remote's pages ({ file: text }) rendered from this checkout's builds
//   site.servedManifests()                        the stable release's manifests, as served
//   site.promote({ canary, pins, now })           publishes the canary's served build, with its kept pages, as the stable release
import path from 'node:path';
import { readBuild } from './build-files.mjs';
import { canaryVariantOf, isCanaryVariant, pageWithCanary, STABLE_VARIANT, withoutCanary } from './canary-pages.mjs';
import { pageWithSplit } from './page-splits.mjs';
import { buildManifests, fileIn, REMOTE_MAP } from './release-steps.mjs';
import { pageFileOf, routesOf } from './remote-pages.mjs';
import { describePinProblems, pinnedRemoteMap, remoteMapText, servedFileOf } from './remote-pins.mjs';
import { releaseId } from './version.mjs';
import { checkedRamp } from './canary-ramp.mjs';

export const CANARY_FOLDER = '_canary';

const SHELL_REFUSAL =
  'A canary splits a remote between two of its releases; the shell is one page for every visitor and cannot be split. ' +
  'Prove a shell release with `check` (it composes with every live remote), the cross-engine smoke test and the ' +
  'end-to-end tests on its build, then publish it; roll it back if the field report shows it broke something.';

/** A canary's ramp from the command line: its first share, then the ramp's shares above it, ending at 100. */
export function rampFrom(share, ramp) {
  const steps = [share, ...ramp.filter((step) => step > share)];
  try {
    checkedRamp(steps);
  } catch (error) {
    throw usage(`--share ${share} --ramp ${ramp.join(',')}: ${error.message}`);
  }
  if (steps.at(-1) !== 100) throw usage(`--ramp must end at 100 (the canary made the stable release), not ${steps.at(-1)}`);
  return steps;
}

/** An error the command line made: the tool exits 2. */
export const usage = (message) => Object.assign(new Error(message), { usage: true });

/** A verdict's output with its exit status: 0 is returned, 1 and 3 are thrown with it. */
const withExit = (text, exit) => {
  if (exit === 0) return text;
  throw Object.assign(new Error(text), { exitCode: exit });
};

function parsedMap(text) {
  if (text === null) throw new Error(`There is no live ${REMOTE_MAP}: a canary is a split of it`);
  return JSON.parse(text);
}

/** The stable release's entry in the live remotes.json; refuses a remote that is split already. */
function stableSource(map, remote, app) {
  const source = map[remote];
  if (source === undefined) throw new Error(`The live ${REMOTE_MAP} names no ${remote}: release ${app} first`);
  if (Array.isArray(source?.variants)) {
    const canary = source.variants.some(({ name }) => isCanaryVariant(name));
    throw new Error(
      canary
        ? `${remote} has a canary already: step it (canary-step) until it is stable or rolled back`
        : `${remote} is split for an experiment (${source.variants.map(({ name }) => name).join(', ')}): end it before a canary, which would split its visitors again`,
    );
  }
  return typeof source === 'string' ? source : source.entry;
}

/** The live map with the remote split between its stable entry and the canary's, pinned to what each serves. */
function splitMap(map, canary, share, read, shell) {
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
function reweighted(map, canary, share) {
  const changed = structuredClone(map);
  const variants = changed[canary.remote]?.variants;
  if (!Array.isArray(variants) || !variants.some(({ name }) => name === canary.variant))
    throw new Error(`The live ${REMOTE_MAP} no longer splits ${canary.remote} for its canary: it was edited by hand; nothing was changed`);
  for (const variant of variants) variant.weight = variant.name === canary.variant ? share : 100 - share;
  return changed;
}

/** The live map without the canary: the remote back on its stable entry and pin. */
function withoutCanaryMap(map, canary) {
  const changed = structuredClone(map);
  const stable = changed[canary.remote]?.variants?.find(({ name }) => name === STABLE_VARIANT);
  changed[canary.remote] = stable?.integrity ? { entry: stable.entry, integrity: stable.integrity } : canary.stableEntry;
  return changed;
}

/** Reads the files pinning needs (a manifest and its entry), from the served remote or the canary's build. */
async function pinReader(site, canary, dist) {
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

/** Rewrites each of the canary's live pages (those the shell serves) with `change(page file, its text)`. */
async function rewritePages(site, canary, change) {
  for (const page of canary.pages) {
    const live = await site.readPage(page);
    if (live === null) continue;
    const text = change(page, live);
    if (text !== live) await site.writePage(page, text);
  }
}

/** The live page carrying the canary's page as its variant, with the map's split. */
const canaryInPage = (canary, map, canaryPages) => (page, live) =>
  pageWithCanary(live, canaryPages[page], {
    page,
    remote: canary.remote,
    variant: canary.variant,
    route: canary.routes[page],
    origin: canary.origin,
    canaryBase: `${canary.origin}/${canary.folder}`,
    stableRelease: canary.stableRelease,
    canaryRelease: canary.canaryRelease,
    remoteMap: map,
  });

/**
 * `canary`: checks the build as `publish` does, serves it beside the stable release, and splits the remote in
 * the live remotes.json and its pages: `share` of new visitors get the canary.
 */
export async function startCanary(site, { appDir, share, ramp, noPageLoadsAfterHours, now = new Date() }) {
  if (site.isShell) throw new Error(SHELL_REFUSAL);
  const steps = rampFrom(share, ramp);
  const dist = path.join(appDir, 'dist');
  const build = readBuild(dist);
  const verdict = await site.verdict(buildManifests(appDir));
  if (!verdict.ok) throw new Error(`${verdict.report}\nNo canary was started.`);
  const pages = await site.renderPages();
  return site.withCanaryLock(() =>
    site.withLock(async () => {
      const running = await site.readCanary();
      if (running)
        throw new Error(
          `${site.remote} has a canary already (${running.id}, at ${running.share}%): step it until it is stable or rolled back`,
        );
      const map = parsedMap(await site.readMap());
      const stableEntry = stableSource(map, site.remote, site.app);
      const stable = await site.stableRelease();
      if (!stable) throw new Error(`${site.app} has no live release to compare a canary with: publish it first`);
      const id = releaseId(now, build.version);
      const located = servedFileOf(stableEntry);
      if (!located || located.app !== site.app)
        throw new Error(`${site.remote}'s live entry ${stableEntry} is not served by ${site.app} here`);
      const base = path.posix.dirname(located.file) === '.' ? '' : `${path.posix.dirname(located.file)}/`;
      const folder = `${base}${CANARY_FOLDER}/${id}`;
      const origin = new URL(stableEntry).origin;
      const canary = {
        id,
        app: site.app,
        remote: site.remote,
        variant: canaryVariantOf(id),
        stableRelease: stable.version,
        stableReleaseId: stable.id,
        canaryRelease: build.version,
        startedAt: now.toISOString(),
        ramp: steps,
        share,
        steps: [{ share, at: now.toISOString() }],
        noPageLoadsAfterHours,
        stableEntry,
        entry: `${origin}/${folder}/mf-manifest.json`,
        origin,
        folder,
        pages: Object.keys(pages).sort(),
        routes: Object.fromEntries(routesOf(site.remote).map((route) => [pageFileOf(route), route])),
        evidence: null,
        readings: [],
      };
      const split = splitMap(map, canary, share, await pinReader(site, canary, dist), await site.liveShell());
      // Served before anything names it; recorded before it goes live; then remotes.json before the pages, so a page
      // that assigns a visitor the canary always finds it in remotes.json.
      await site.putCanary(folder, dist, build);
      await site.keepPages(id, pages);
      await site.writeCanary(canary);
      await site.record({ action: 'canary-start', id, version: build.version, stable: stable.id, share, ramp: steps });
      await site.writeMap(remoteMapText(split));
      await rewritePages(site, canary, canaryInPage(canary, split, pages));
      return `canary ${id} started at ${share}% of new visitors (ramp ${steps.join(' → ')}), beside ${stable.id}`;
    }),
  );
}

/** A canary's record as the evidence reads it. */
const evidenceView = (canary) => ({
  remote: canary.remote,
  stableRelease: canary.stableRelease,
  canaryRelease: canary.canaryRelease,
  variants: { stable: STABLE_VARIANT, canary: canary.variant },
  startedAt: canary.startedAt,
  steps: structuredClone(canary.steps),
  noPageLoadsAfterHours: canary.noPageLoadsAfterHours,
});

/** What the release history keeps of an ended canary: its release, outcome, and every step with its figures. */
export const canarySummary = (canary, events) => ({
  id: canary.id,
  version: canary.canaryRelease,
  stable: canary.stableReleaseId,
  startedAt: canary.startedAt,
  endedAt: canary.endedAt,
  outcome: canary.outcome,
  reason: canary.reason,
  ...(canary.release ? { release: canary.release } : {}),
  steps: events.filter((event) => event.id === canary.id && event.action.startsWith('canary-')),
});

/** The figures a history entry keeps of an evidence reading. */
const figures = (evidence) => ({ verdict: evidence.verdict, measures: evidence.measures });

/**
 * `canary-status` (and, with `apply`, `canary-step`): reads what is new in the field log, prints the verdict and,
 * applied, acts on it: rolls the canary back, takes the next step of its ramp, or makes it the stable release.
 * @param {{ source: string[], apply: boolean, html?: string, now?: Date,
 *           evidence: { canaryEvidence: Function, canaryDecision: Function, canaryPage: Function }, writeHtml?: Function }} options
 */
export async function canaryStatus(site, { source, apply, html, now = new Date(), evidence: module, writeHtml, force }) {
  return site.withCanaryLock(async () => {
    const canary = await site.readCanary();
    // A scheduled step with no canary to step has nothing to do; asked for the status of none, the tool says so.
    if (!canary && apply) return `${site.app} has no canary running: nothing to do`;
    if (!canary) throw new Error(`${site.app} has no canary running: start one with \`canary\``);
    const evidence = await module.canaryEvidence({ canary: evidenceView(canary), source, state: canary.evidence, now });
    canary.evidence = evidence.state;
    canary.readings.push({ at: now.toISOString(), share: canary.share, evidence: figures(evidence) });
    if (html) writeHtml(html, await module.canaryPage(canary.readings));
    if (!apply) {
      await site.writeCanary(canary);
      return withExit(evidence.text, evidence.exit);
    }
    const decision = module.canaryDecision({ ramp: canary.ramp, share: canary.share }, evidence);
    const act = { wait: keepWatching, step: takeStep, promote, rollback: rollBack }[decision.action];
    if (!act) throw new Error(`The canary's decision is ${JSON.stringify(decision.action)}, which this tool does not know`);
    const done = await act(site, canary, { decision, evidence, now, force });
    return withExit(`${evidence.text}\n${done}`, { wait: 3, step: 0, promote: 0, rollback: 1 }[decision.action]);
  });
}

async function keepWatching(site, canary, { decision }) {
  await site.writeCanary(canary);
  return `${canary.id} stays at ${canary.share}%: ${decision.reason}`;
}

async function takeStep(site, canary, { decision, evidence, now }) {
  const share = decision.share;
  return site.withLock(async () => {
    const map = reweighted(parsedMap(await site.readMap()), canary, share);
    const from = canary.share;
    canary.share = share;
    canary.steps.push({ share, at: now.toISOString() });
    await site.writeCanary(canary);
    await site.record({ action: 'canary-step', id: canary.id, from, share, reason: decision.reason, ...figures(evidence) });
    await site.writeMap(remoteMapText(map));
    await rewritePages(site, canary, (page, live) => pageWithSplit(live, map) ?? live);
    return `${canary.id} stepped from ${from}% to ${share}% of new visitors`;
  });
}

async function rollBack(site, canary, { decision, evidence, now, force }) {
  const stable = await site.servedManifests();
  const verdict = await site.verdict(stable);
  if (!verdict.ok && !force)
    throw new Error(`${verdict.report}\nThe canary was not rolled back: the stable release no longer composes with the live shell.`);
  return site.withLock(async () => {
    const map = withoutCanaryMap(parsedMap(await site.readMap()), canary);
    const ended = { ...canary, endedAt: now.toISOString(), outcome: 'rolled back', reason: decision.reason };
    // The pages first (no new canary visitor), then remotes.json; the canary's files stay served for open tabs.
    await rewritePages(site, canary, (page, live) => withoutCanary(live, map));
    await site.writeMap(remoteMapText(map));
    await site.record(
      { action: 'canary-rollback', id: canary.id, from: canary.share, share: 0, reason: decision.reason, ...figures(evidence) },
      ended,
    );
    await site.archiveCanary(ended);
    await site.writeCanary(null);
    return `${canary.id} rolled back to 0%: every visitor gets ${canary.stableReleaseId} on their next page load`;
  });
}

async function promote(site, canary, { decision, evidence, now }) {
  const pins = {
    update: (served) => {
      const live = JSON.parse(served);
      const variants = live[canary.remote]?.variants ?? [];
      const stable = variants.find(({ name }) => name === STABLE_VARIANT);
      const canaryPin = variants.find(({ name }) => name === canary.variant)?.integrity;
      if (!stable || !canaryPin)
        throw new Error(`The live ${REMOTE_MAP} no longer splits ${canary.remote} for its canary: nothing was changed`);
      const join = (a, b) => [...new Set(`${a} ${b}`.split(/\s+/))].join(' ');
      // While the files swap, the stable entry takes either build; after, the remote is the canary's alone.
      const during = structuredClone(live);
      const duringStable = during[canary.remote].variants.find(({ name }) => name === STABLE_VARIANT);
      duringStable.integrity = {
        manifest: join(stable.integrity.manifest, canaryPin.manifest),
        remoteEntry: join(stable.integrity.remoteEntry, canaryPin.remoteEntry),
      };
      const after = { ...live, [canary.remote]: { entry: canary.stableEntry, integrity: canaryPin } };
      return { during: remoteMapText(during), after: remoteMapText(after) };
    },
  };
  const id = await site.promote({ canary, pins, now });
  const ended = { ...canary, endedAt: now.toISOString(), outcome: 'promoted', release: id, reason: decision.reason };
  await site.withLock(() =>
    site.record(
      {
        action: 'canary-promote',
        id: canary.id,
        release: id,
        from: canary.share,
        share: 100,
        reason: decision.reason,
        ...figures(evidence),
      },
      ended,
    ),
  );
  await site.archiveCanary(ended);
  await site.writeCanary(null);
  return `${canary.id} is the stable release (${id}) for every visitor`;
}

/** Refuses a publish or rollback of a remote while its canary runs: it would swap the stable release under the split. */
export async function refuseDuringCanary(site, command) {
  const canary = await site.readCanary();
  if (canary)
    throw new Error(
      `${site.app} has a canary running (${canary.id}, at ${canary.share}%): ${command} would change the release it is compared with. Step the canary until it is stable or rolled back first.`,
    );
}
