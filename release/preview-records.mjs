// The live shell's previews.json as the release tool keeps it: one record a preview, in the shape the shell reads
// (shared/registry/previews.js), ended rather than deleted, and dropped once it is long past.
import path from 'node:path';
import { PREVIEW_FOLDER, PREVIEW_ID_PATTERN, PREVIEWS_FILE } from '@callvera/shared/registry/previews';
import { servedFileOf } from './remote-pins.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest a preview's link is honoured: a link passed around for longer is a release nobody made. */
export const MAX_PREVIEW_DAYS = 90;

/** How long an ended or expired preview's record stays, so a tab opening its link is told it ended. */
export const KEEP_ENDED_DAYS = 30;

/** `--expires`' days, or null when the text is not a number above 0 and at most MAX_PREVIEW_DAYS. */
export function previewDays(text) {
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(String(text).trim())) return null;
  const days = Number(text);
  return days > 0 && days <= MAX_PREVIEW_DAYS ? days : null;
}

/** When a preview made `now` for `days` stops being honoured. */
export const expiryOf = (now, days) => new Date(now.getTime() + Math.round(days * DAY_MS));

/** The file's previews, by id; none when the file is absent. Throws, naming `where`, for one that is not the file. */
export function parsedPreviews(text, where) {
  if (text === null) return {};
  let file;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON: ${error.message}; nothing was changed`, { cause: error });
  }
  if (typeof file?.previews !== 'object' || file.previews === null || Array.isArray(file.previews))
    throw new Error(`${where} holds no "previews" object; nothing was changed`);
  return file.previews;
}

export const previewsText = (previews) => `${JSON.stringify({ previews }, null, 2)}\n`;

/**
 * A preview's record, its keys in the order shared/registry/previews.js gives them.
 * @returns {import('@callvera/shared/registry/previews').PreviewRecord}
 */
export const previewRecord = ({ remote, release, entry, integrity, now, expires }) => ({
  remote,
  release,
  entry,
  integrity: { manifest: integrity.manifest, remoteEntry: integrity.remoteEntry },
  createdAt: now.toISOString(),
  expiresAt: expires.toISOString(),
});

/** Whether the shell would honour the record `now`. */
const isOver = (record, now) => Boolean(record.endedAt) || Date.parse(record.expiresAt) <= now.getTime();

/** What a list says of the record's state `now`. */
export function stateOf(record, now) {
  if (record.endedAt) return `ended ${record.endedAt}`;
  return `${isOver(record, now) ? 'expired' : 'expires'} ${record.expiresAt}`;
}

/** Whether the record ended or expired more than KEEP_ENDED_DAYS before `now`. */
export const isPrunable = (record, now) =>
  isOver(record, now) && Date.parse(record.endedAt ?? record.expiresAt) < now.getTime() - KEEP_ENDED_DAYS * DAY_MS;

/** The ids of `remote`'s previews, oldest first. */
export const previewIdsOf = (previews, remote) =>
  Object.keys(previews)
    .filter((id) => previews[id].remote === remote)
    .sort((a, b) => previews[a].createdAt.localeCompare(previews[b].createdAt));

/**
 * The folder of the remote's served files a record's build is in: a PREVIEW_FOLDER/<id> of `app`'s, or null, so a
 * record edited by hand never has the live build or a canary's deleted.
 */
export function previewFolderOf(record, app) {
  const located = servedFileOf(record.entry);
  if (!located || located.app !== app) return null;
  const folder = path.posix.dirname(located.file);
  const inPreviews = path.posix.basename(path.posix.dirname(folder)) === PREVIEW_FOLDER;
  return inPreviews && new RegExp(PREVIEW_ID_PATTERN).test(path.posix.basename(folder)) ? folder : null;
}

/** Names the file in a message. */
export const previewsWhere = (shellStore) => shellStore.whereOf(PREVIEWS_FILE);
