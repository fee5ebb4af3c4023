import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NAME = 'FolderFreeModuleIdsPlugin';
/** Ids of as many digits as Rspack's deterministic ones for a build of this size (a few hundred modules). */
const ID_RANGE = 10_000;

/**
 * Rspack's deterministic module ids hash each module's name relative to the app's folder, but the federation's
 * own modules are named with absolute paths: each shared module (`consume shared module … (fallback: /…/react/index.js)`)
 * and the runtime's entry (a `data:` URL of imports by absolute path). So one commit built in two folders gave
 * those modules other ids, and every file naming one of them other bytes and another hash: a release from any
 * checkout but the live shell's named files that were not live. This plugin numbers those modules first, from
 * their names with the workspace's folder taken out, and Rspack numbers the rest around them.
 */
export class FolderFreeModuleIdsPlugin {
  apply(compiler) {
    const workspace = workspaceOf(compiler.context);
    const spellings = [workspace, encodeURIComponent(workspace)];
    // A data: module's name also ends in a hash of the request that made it, absolute paths and all.
    const folderFree = (name) =>
      spellings.reduce((named, spelling) => named.split(spelling).join('<workspace>'), name).replace(/^(data:.*)\|[0-9a-f]+$/s, '$1');
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(NAME, (modules) => {
        const named = [...modules]
          .map((module) => ({ module, name: nameOf(module) }))
          .filter(({ module, name }) => module.id == null && spellings.some((spelling) => name.includes(spelling)))
          .map(({ module, name }) => ({ module, name: folderFree(name) }))
          // In the order of their folder-free names, so that a clash is settled alike in every folder.
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const taken = new Set([...modules].map((module) => module.id).filter((id) => id != null));
        for (const { module, name } of named) {
          let id = Number(BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 12)}`) % BigInt(ID_RANGE));
          while (taken.has(id)) id = (id + 1) % ID_RANGE;
          taken.add(id);
          module.id = id;
        }
      });
    });
  }
}

/** In Rspack's module ids hook a module's identifier is its name, not a method. */
const nameOf = (module) => (typeof module.identifier === 'function' ? module.identifier() : module.identifier);

/** The workspace's folder: the nearest one at or above the app's that holds the lockfile. */
function workspaceOf(appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-lock.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`${appDir} lies in no workspace: no pnpm-lock.yaml at or above it`);
  }
}
