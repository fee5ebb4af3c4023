// What a log argument of a read-out names, the same for every read-out and the release tool's canary commands: a
// file, a glob, a folder of log files, or a bucket. A path that names no log file is bad input, named in one line,
// before anything is read: a read-out run on nothing would read as a site with no visitors.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { isFieldEventLogFile } from '@callvera/shared/registry/field-event-log';
import { ReadOutInputError } from './read-out-program.mjs';

/** The collectors' day files, as a folder of field-event logs holds them beside other logs. */
export const FIELD_EVENT_DAY_FILES = {
  what: 'field-event day files (field-events.log-YYYY-MM-DD or .gz)',
  isOne: isFieldEventLogFile,
  hint: 'give log files, a glob, a folder of day files or s3://bucket/prefix',
};

/** CloudFront's access log files, named <distribution>.YYYY-MM-DD-HH.<id>, gzipped or not. */
export const CDN_ACCESS_LOG_FILES = {
  what: 'CDN access log files (<distribution>.YYYY-MM-DD-HH.<id>.gz)',
  isOne: (name) => /^[A-Z0-9]+\.\d{4}-\d\d-\d\d-\d\d\.[^.]+(\.gz)?$/.test(name),
  hint: 'give access log files, a glob, a folder of them or s3://bucket/prefix',
};

/** The bucket and prefix of `s3://bucket/prefix`, or null for a path. */
export function bucketOf(source) {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(source);
  return match ? { bucket: match[1], prefix: match[2] } : null;
}

const kindOf = (source) => {
  try {
    return statSync(source).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  }
};

/** The files a path or glob names, in name order (a folder's: those of `kind`); bad input when it names none. */
function filesOf(source, kind) {
  const refuse = (what) => new ReadOutInputError(`${source}: ${what}; ${kind.hint}`);
  const found = kindOf(source);
  if (found === 'file') return [source];
  if (found === 'folder') {
    const files = readdirSync(source, { withFileTypes: true })
      .filter((entry) => entry.isFile() && kind.isOne(entry.name))
      .map((entry) => entry.name)
      .sort()
      .map((name) => path.join(source, name));
    if (!files.length) throw refuse(`a folder with no ${kind.what} in it`);
    return files;
  }
  // A path is read as one before as a glob: a file may be named with a glob's characters.
  if (!isDynamicPattern(source)) throw refuse('no such log file or folder');
  // The folders a glob names stay folders, unread: only the files it matches are logs.
  const files = globSync(source, { expandDirectories: false, onlyFiles: true, absolute: path.isAbsolute(source) }).sort();
  if (!files.length) throw refuse('a glob that matches no file');
  return files;
}

/**
 * What each log argument names, in order: `{ source, bucket, prefix }` for `s3://bucket/prefix` (the caller reads
 * the bucket), else `{ source, files }`, each file once however many arguments name it.
 * @param {string[]} sources
 * @param {typeof FIELD_EVENT_DAY_FILES} [kind]  what a folder's log files are
 * @returns {({ source: string, bucket: string, prefix: string } | { source: string, files: string[] })[]}
 */
export function logSources(sources, kind = FIELD_EVENT_DAY_FILES) {
  if (!sources.length) throw new ReadOutInputError(`no log named: ${kind.hint}`);
  const seen = new Set();
  return sources.map((source) => {
    const bucket = bucketOf(source);
    if (bucket) return { source, ...bucket };
    const files = filesOf(source, kind).filter((file) => !seen.has(path.resolve(file)) && seen.add(path.resolve(file)));
    return { source, files };
  });
}
