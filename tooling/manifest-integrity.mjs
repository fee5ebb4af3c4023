// The integrity (Subresource Integrity, sha384) of the files a remote's manifest hands the federation runtime.
import { createHash } from 'node:crypto';

/** An SRI hash of `bytes`, as a script or link element's `integrity` takes it. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Writes into the manifest's metaData.integrity the hash of each file of an exposed module the manifest lists
 * to load at once (`sync`): the federation runtime fetches those itself, beside the entry, so the shell pins
 * them from this manifest (which remotes.json pins). Every other chunk is loaded by the remote's own code and
 * pinned by its entry (SubresourceIntegrityPlugin, app-config/production-plugins.mjs).
 * @param {{ exposes: { assets: { js: { sync: string[] }, css: { sync: string[] } } }[], metaData: Record<string, unknown> }} stats
 * @param {import('@rspack/core').Compilation} compilation
 */
export function recordIntegrity(stats, compilation) {
  const files = [...new Set(stats.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.css.sync]))].sort();
  stats.metaData.integrity = Object.fromEntries(
    files.map((file) => {
      const asset = compilation.getAsset(file);
      if (!asset) throw new Error(`the manifest lists ${file}, which the build did not emit`);
      return [file, integrityOf(asset.source.buffer())];
    }),
  );
  return stats;
}
