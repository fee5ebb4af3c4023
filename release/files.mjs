// File moves a live folder can rely on: every file reaches its final name by a
// rename on the same filesystem, so a reader sees the old file or the new one,
// never a half-written one.
import { copyFileSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '@callvera/tooling/files-under';

/** The file operations a release performs; tests swap in failing ones. */
export const realIo = { copyFile: copyFileSync, rename: renameSync, writeFile: writeFileSync };

/** Every file under `folder`, as forward-slash paths relative to it, sorted; dot files are build-local and skipped. */
export const listTree = (folder) => filesUnder(folder, (name) => name.startsWith('.'));

export function copyInto(from, to, io = realIo) {
  mkdirSync(path.dirname(to), { recursive: true });
  io.copyFile(from, to);
}

export function moveInto(from, to, io = realIo) {
  mkdirSync(path.dirname(to), { recursive: true });
  io.rename(from, to);
}

export function writeFileAtomic(file, text, io = realIo) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    io.writeFile(temp, text);
    io.rename(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Renames only work within one filesystem; staging must sit beside what it replaces. */
export function assertSameFilesystem(a, b) {
  if (statSync(a).dev !== statSync(b).dev) {
    throw new Error(`${a} and ${b} are on different filesystems: put the release state (--state) beside the served folder`);
  }
}
