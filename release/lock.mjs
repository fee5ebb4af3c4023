// One publish or rollback at a time per app: an exclusive lock file in the app's
// release-state folder, created with O_EXCL so two processes cannot both win.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** A lock older than this is left over from a crash (no publish takes this long). */
const STALE_AFTER_MS = 30 * 60 * 1000;

function holderIsGone(holder, now) {
  if (now - holder.at > STALE_AFTER_MS) return true;
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

function readHolder(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // Half-written by a process that died between open and write: nobody holds it.
    return { pid: -1, host: hostname(), at: 0 };
  }
}

function tryCreate(file, now) {
  const fd = openSync(file, 'wx');
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), at: now }));
  } finally {
    closeSync(fd);
  }
}

/** Takes the lock or throws; returns the function that releases it. */
export function acquireLock(stateDir, now = Date.now()) {
  const file = path.join(stateDir, 'lock');
  try {
    tryCreate(file, now);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = readHolder(file);
    if (!holderIsGone(holder, now)) {
      throw new Error(
        `Another release is running for this app (pid ${holder.pid} on ${holder.host} since ${new Date(holder.at).toISOString()}); try again when it ends`,
        { cause: error },
      );
    }
    rmSync(file, { force: true });
    tryCreate(file, now);
  }
  return () => rmSync(file, { force: true });
}
