// Reading what a collector is writing: the day files of its log folder (shared/registry/field-event-log.js).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isFieldEventLogFile } from '@callvera/shared/registry/field-event-log';

/**
 * The plain day files of a log folder, oldest first.
 * @param {string} dir
 */
export const dayFilesIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => isFieldEventLogFile(name) && !name.endsWith('.gz'))
        .sort()
    : [];

/**
 * The lines written into a log folder from now on, in the order of their days (a day may begin meanwhile).
 * @param {string} dir
 * @returns {() => string[]}
 */
export function linesFromNow(dir) {
  const start = new Map(dayFilesIn(dir).map((name) => [name, statSync(path.join(dir, name)).size]));
  return () =>
    dayFilesIn(dir).flatMap((name) =>
      readFileSync(path.join(dir, name))
        .subarray(start.get(name) ?? 0)
        .toString('utf8')
        .split('\n')
        .filter(Boolean),
    );
}
