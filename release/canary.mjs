// A canary: a remote's build put live beside its stable release, a share of visitors split to it (each keeps
// theirs, as in an experiment), then stepped up a ramp, made the stable release, or rolled back to 0% on the
// evidence of the field log (canary-steps.mjs). Written once for both targets against a `site`
// (canary-site.mjs, on either store):
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
//   site.serveBeside(folder, dist)                serves the build in `folder` (CANARY_FOLDER/<id>, a preview's too) beside the stable one
//   site.readMap() / site.writeMap(text)          the live shell's remotes.json
//   site.readPage(file) / site.writePage(file, text)   the live shell's pages
//   site.keepPages(id, pages)                     keeps the canary's own pages ({ file: text }) for its promotion
//   site.renderPages()                            the remote's pages ({ file: text }) rendered from this checkout's builds
//   site.servedManifests()                        the stable release's manifests, as served
//   site.promote({ canary, pins, now })           publishes the canary's served build, with its kept pages, as the stable release
import path from 'node:path';
import { readBuild } from './build-files.mjs';
import { besideLive, parsedMap, pinReader, splitMap, stableSource } from './canary-map.mjs';
import { canaryVariantOf, pageWithCanary } from './canary-pages.mjs';
import { marginsInPoints } from './canary-evidence/canary-verdict.mjs';
import { checkedRamp } from './canary-ramp.mjs';
import { buildManifests } from './release-steps.mjs';
import { pageFileOf, routesOf } from './remote-pages.mjs';
import { remoteMapText } from './remote-pins.mjs';
import { releaseId, sameVersionWarning } from './version.mjs';

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

/** Rewrites each of the canary's live pages (those the shell serves) with `change(page file, its text)`. */
export async function rewritePages(site, canary, change) {
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
export async function startCanary(site, { appDir, share, ramp, noPageLoadsAfterHours, margins, now = new Date() }) {
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
      const sameVersion = sameVersionWarning(site.app, build.version, stable.version);
      const { folder, origin, entry } = besideLive(site, stableEntry, CANARY_FOLDER, id);
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
        margins,
        stableEntry,
        entry,
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
      await site.serveBeside(folder, dist, build);
      await site.keepPages(id, pages);
      await site.writeCanary(canary);
      await site.record({
        action: 'canary-start',
        id,
        version: build.version,
        stable: stable.id,
        ...(sameVersion ? { sameVersionAs: stable.version } : {}),
        share,
        ramp: steps,
        margins,
      });
      await site.writeMap(remoteMapText(split));
      await rewritePages(site, canary, canaryInPage(canary, split, pages));
      if (sameVersion) console.warn(sameVersion);
      return `canary ${id} started at ${share}% of new visitors (ramp ${steps.join(' → ')}), beside ${stable.id}; margins in points: ${marginsInPoints(margins)}`;
    }),
  );
}

/** Refuses a publish or rollback of a remote while its canary runs: it would swap the stable release under the split. */
export async function refuseDuringCanary(site, command) {
  const canary = await site.readCanary();
  if (canary)
    throw new Error(
      `${site.app} has a canary running (${canary.id}, at ${canary.share}%): ${command} would change the release it is compared with. Step the canary until it is stable or rolled back first.`,
    );
}
