// Every file under a folder, as the tools that hash, compare, copy or release a build list it.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every regular file under `dir`, as forward-slash paths relative to it, sorted.
 * @param {string} dir
 * @param {(name: string) => boolean} [leaveOut]  an entry's name that leaves it out, with all under it
 * @returns {string[]}
 */
export function filesUnder(dir, leaveOut = () => false) {
  const walk = (under) =>
    readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
      if (leaveOut(entry.name)) return [];
      const file = path.posix.join(under, entry.name);
      return entry.isDirectory() ? walk(file) : entry.isFile() ? [file] : [];
    });
  return walk('').sort();
}
