// @ts-check
// A preview: one remote's build served beside its live release and shown only to a browser tab that opened its
// link, everything else on the page live. The release tool (`release-remote preview`) serves the build, checked by
// the composition gate and pinned, and records it in PREVIEWS_FILE beside the live shell's remotes.json; the shell
// reads that file when a tab asks for a preview, and says so on the page. Neither side holds this file's shape
// apart: both read it from here.

/** The live shell's file of previews, served beside remotes.json. */
export const PREVIEWS_FILE = 'previews.json';

/** Where in a remote's served files a preview's build goes: <PREVIEW_FOLDER>/<id>/. */
export const PREVIEW_FOLDER = '_preview';

/** How long a preview is honoured unless `--expires` says otherwise. */
export const DEFAULT_PREVIEW_DAYS = 7;

/** The query parameter of a preview's link: `?preview=<id>`. */
export const PREVIEW_PARAM = 'preview';

/**
 * The query parameter that points a tab at a remote's development server instead: `?preview-dev-server=pricing:<url
 * of its mf-manifest.json>`. Honoured only where the deployment allows it (the shell: composition/previews).
 */
export const DEV_SERVER_PARAM = 'preview-dev-server';

/** A preview's id: the release id of its build (release/version.mjs releaseId), safe in a URL and a path. */
export const PREVIEW_ID_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$';

/**
 * @typedef {{ manifest: string, remoteEntry: string }} PreviewPin  the sha384 hashes of the files the gate checked
 * @typedef {{
 *   remote: string,
 *   release: string,
 *   entry: string,
 *   integrity: PreviewPin,
 *   createdAt: string,
 *   expiresAt: string,
 *   endedAt?: string,
 * }} PreviewRecord  one preview: the remote (its registry name), its build's release (version+build id), the URL of
 *   its mf-manifest.json and its pin, when it was made, when it stops being honoured, and when `--remove` ended it
 *   (kept, so a tab opening its link is told it ended rather than that it never was)
 * @typedef {{ previews: Record<string, PreviewRecord> }} PreviewsFile  PREVIEWS_FILE's content
 */

/**
 * The link that shows preview `id` on `route` of the site at `siteUrl` (site-config.json's).
 * @param {string} siteUrl
 * @param {string} route
 * @param {string} id
 */
export const previewLink = (siteUrl, route, id) => `${siteUrl.replace(/\/+$/, '')}${route}?${PREVIEW_PARAM}=${encodeURIComponent(id)}`;
