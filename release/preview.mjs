// A preview: a remote's build served beside its live release, in PREVIEW_FOLDER/<id>/, and shown only to a tab that
// opens its link; the shell finds it in the live shell's previews.json (shared/registry/previews.js). Written once
// for both targets against a preview site (preview-site.mjs): checked by the gate, placed and pinned as a canary is,
// but it splits no one, so remotes.json, the live pages and the release stack stay as they are, and it holds up no
// release of the shell or of another remote.
import path from 'node:path';
import { DEFAULT_PREVIEW_DAYS, PREVIEW_FOLDER, previewLink } from '@callvera/shared/registry/previews';
import { readBuild } from './build-files.mjs';
import { besideLive, liveEntryOf, pinBeside } from './canary-map.mjs';
import { usage } from './canary.mjs';
import {
  expiryOf,
  isPrunable,
  KEEP_ENDED_DAYS,
  MAX_PREVIEW_DAYS,
  parsedPreviews,
  previewDays,
  previewFolderOf,
  previewIdsOf,
  previewRecord,
  previewsText,
  stateOf,
} from './preview-records.mjs';
import { buildManifests } from './release-steps.mjs';
import { routesOf } from './remote-pages.mjs';
import { releaseId } from './version.mjs';

const SHELL_REFUSAL =
  "A preview shows one remote's build inside the live shell; the shell is the page itself, and has none. " +
  'Prove a shell release with `check`, the cross-engine smoke test and the end-to-end tests on its build, then publish it.';

const ONLY_THIS_TAB =
  'The link shows this build to the tab that opens it only; the preview is counted in no experiment, canary or field report.';

/** `--expires`, in days; a usage error naming the value when it is not a number above 0 and at most 90. */
function expiresDays(values) {
  if (values.expires === undefined) return DEFAULT_PREVIEW_DAYS;
  const days = previewDays(values.expires);
  if (days === null)
    throw usage(
      `--expires takes a number of days above 0 and at most ${MAX_PREVIEW_DAYS} (0.5, 7, 30), not ${JSON.stringify(values.expires)}`,
    );
  return days;
}

/** The site's address, for the links: the live shell's site-config.json's siteUrl. */
async function siteUrlOf(site) {
  const siteUrl = (await site.siteConfig())?.siteUrl;
  if (typeof siteUrl !== 'string' || !/^https?:\/\//.test(siteUrl))
    throw new Error(`${site.siteConfigWhere} gives no siteUrl, the site's address the preview's links are on; no preview was made`);
  return siteUrl;
}

const listed = (previews, ids, now) => ids.map((id) => `${id} (${previews[id].release}, ${stateOf(previews[id], now)})`).join(', ');

/**
 * `preview`: checks the build as `publish` does, serves it pinned beside the live release, and records it in the
 * live shell's previews.json; prints its links. `preview --remove <id>` ends one.
 */
export async function previewCommand(appDir, site, values) {
  if (site.isShell) throw new Error(SHELL_REFUSAL);
  const now = values.now ?? new Date();
  if (values.remove !== undefined) {
    if (values.expires !== undefined) throw usage('--remove ends a preview, which then expires no more: give --expires without it');
    return removePreview(site, values.remove, now);
  }
  return makePreview(site, { appDir, days: expiresDays(values), now });
}

async function makePreview(site, { appDir, days, now }) {
  const dist = path.join(appDir, 'dist');
  const build = readBuild(dist);
  const verdict = await site.verdict(buildManifests(appDir));
  if (!verdict.ok) throw new Error(`${verdict.report}\nNo preview was made.`);
  const siteUrl = await siteUrlOf(site);
  const id = releaseId(now, build.version);
  const map = await site.readMap();
  if (map === null)
    throw new Error(`There is no live remotes.json: a preview is served beside the live release it names; no preview was made`);
  const placed = besideLive(site, liveEntryOf(JSON.parse(map), site.remote, site.app), PREVIEW_FOLDER, id);
  const integrity = await pinBeside(site, { remote: site.remote, ...placed }, dist);
  const expires = expiryOf(now, days);
  const record = previewRecord({ remote: site.remote, release: build.version, entry: placed.entry, integrity, now, expires });
  const pruned = await site.withPreviewLock(async () => {
    const previews = parsedPreviews(await site.readPreviews(), site.previewsWhere);
    if (previews[id]) throw new Error(`Preview ${id} exists already; nothing was changed`);
    const old = previewIdsOf(previews, site.remote).filter((other) => isPrunable(previews[other], now));
    // Served before previews.json names it; the old ones' folders deleted once it no longer names them.
    await site.serveBeside(placed.folder, dist);
    const kept = Object.fromEntries(Object.entries(previews).filter(([other]) => !old.includes(other)));
    await site.writePreviews(previewsText({ ...kept, [id]: record }));
    for (const other of old) {
      const folder = previewFolderOf(previews[other], site.app);
      if (folder) await site.dropServed(folder);
    }
    await site.record({ action: 'preview', id, version: build.version, expiresAt: record.expiresAt });
    return old;
  });
  const routes = routesOf(site.remote);
  const links = (routes.length ? routes : ['/']).map((route) => `  ${previewLink(siteUrl, route, id)}`);
  return [
    `preview ${id} of ${site.remote} made: release ${build.version}, served pinned beside the live release until ${record.expiresAt} (${days} days)`,
    ...links,
    ONLY_THIS_TAB,
    ...(pruned.length ? [`Dropped the previews ended or expired over ${KEEP_ENDED_DAYS} days ago: ${pruned.join(', ')}`] : []),
  ].join('\n');
}

async function removePreview(site, id, now) {
  return site.withPreviewLock(async () => {
    const previews = parsedPreviews(await site.readPreviews(), site.previewsWhere);
    const record = Object.hasOwn(previews, id) ? previews[id] : null;
    const ours = previewIdsOf(previews, site.remote);
    const exist = ours.length ? `${site.remote}'s previews: ${listed(previews, ours, now)}` : `${site.remote} has no preview`;
    if (!record) throw new Error(`There is no preview ${id}; ${exist}`);
    if (record.remote !== site.remote) throw new Error(`Preview ${id} is ${record.remote}'s, not ${site.remote}'s; ${exist}`);
    if (record.endedAt) throw new Error(`Preview ${id} ended already, at ${record.endedAt}; ${exist}`);
    // Ended in previews.json first: a tab opening the link is told it ended, never sent to a folder that is gone.
    await site.writePreviews(previewsText({ ...previews, [id]: { ...record, endedAt: now.toISOString() } }));
    const folder = previewFolderOf(record, site.app);
    if (folder) await site.dropServed(folder);
    await site.record({ action: 'preview-end', id });
    return `preview ${id} of ${site.remote} ended${folder ? `; its build is no longer served (${folder})` : ''}`;
  });
}

/** The remote's previews, for `list`: each with its release and whether it expires, expired or ended. */
export async function previewListing(site, now = new Date()) {
  if (site.isShell) return null;
  const previews = parsedPreviews(await site.readPreviews(), site.previewsWhere);
  return previewIdsOf(previews, site.remote).map((id) => ({ id, release: previews[id].release, state: stateOf(previews[id], now) }));
}
