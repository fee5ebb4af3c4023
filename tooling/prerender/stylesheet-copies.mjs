// The remotes' stylesheets a page waits for before its first paint, served from the shell's own host: on the
// deployment each remote has a host of its own, and a browser reaches a new host only after a name lookup and
// the TCP and TLS handshakes, which the first paint would wait for.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withPrecompressedCopies } from '../precompress-plugin.js';

/**
 * Marks a copy's link with the origin it was copied from (a canary's page is read by it:
 * release/canary-pages.mjs; the shell reads it too: shell/src/runtime-plugin/stylesheet-copies.ts).
 */
export const COPIED_FROM = 'data-copied-from';

/**
 * Each remote stylesheet of `hrefs` copied into the shell's folder at the path it has on its remote's host, with
 * its precompressed copies: returns each copied href and the copy's root-relative address. A remote's CSS chunk
 * loader resolves a link's root-relative address against its own public path, so it takes the copy as its chunk's
 * and adds no second one at take-over; a variant or canary served under another path resolves it elsewhere, and
 * loads its own. The name carries the file's content hash, so the shell's own files never hold another file under
 * it; one that does is left where it is served.
 * @param {import('./served-site.mjs').ServedSite} site
 * @param {string[]} hrefs
 * @returns {Map<string, string>}
 */
export function copyRemoteStylesheets(site, hrefs) {
  const folders = new Map(site.folders);
  const copies = new Map();
  for (const href of hrefs) {
    const { origin, pathname } = new URL(href);
    const folder = origin !== site.origin && pathname.startsWith('/assets/') ? folders.get(origin) : undefined;
    const from = folder && path.join(folder, pathname);
    if (!from || !existsSync(from)) continue;
    const to = path.join(site.dist, pathname);
    if (existsSync(to) && !readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    for (const file of withPrecompressedCopies(pathname))
      if (existsSync(path.join(folder, file))) copyFileSync(path.join(folder, file), path.join(site.dist, file));
    copies.set(href, pathname);
  }
  return copies;
}
