// The lines of the field-event log written since the last reading, and where that reading stopped (the cursor,
// kept with the canary's state). A log file is read from the byte after the last whole line read before; a day
// file compressed once the day is over is read past what was read of it while it was plain; a CDN log object in
// the bucket is read once, by its key.
import { closeSync, createReadStream, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { cdnLogLines } from '@callvera/read-outs/from-cloudfront-log';
import { logSources } from '@callvera/read-outs/log-sources';
import { FIELD_EVENT_LOG, isFieldEventLogFile } from '@callvera/shared/registry/field-event-log';

const CHUNK_BYTES = 8 * 1024 * 1024;
const MIN_CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/** A cursor that has read nothing. */
export const emptyCursor = () => ({ files: {}, objects: {} });

const HOUR_MS = 3_600_000;

/** When the events of a day's log file (named for its UTC day), or of a CDN log object named for an hour, end. */
function endOfNamedPeriod(name) {
  const base = path.basename(name);
  if (isFieldEventLogFile(base))
    return Date.parse(`${base.slice(FIELD_EVENT_LOG.name.length + 1, FIELD_EVENT_LOG.name.length + 11)}T00:00:00Z`) + 24 * HOUR_MS;
  const hour = /(\d{4})[-/](\d{2})[-/](\d{2})[-/](\d{2})[./][^/]*$/.exec(name);
  return hour ? Date.parse(`${hour[1]}-${hour[2]}-${hour[3]}T${hour[4]}:00:00Z`) + HOUR_MS : Infinity;
}

/**
 * The log files a source names (a file, a glob or the day files of a folder, in name order, which is the days'),
 * but the day files of days that ended before `since`.
 * @param {{ files: string[] }} named  as logSources gives it
 */
function filesOf(named, since) {
  return named.files.filter((file) => !isFieldEventLogFile(path.basename(file)) || endOfNamedPeriod(file) > since);
}

/** Calls `onLine` for each whole line of `bytes` from `start`; returns the offset after the last whole line. */
function wholeLines(bytes, start, end, onLine) {
  let lineStart = start;
  for (let at = bytes.indexOf(NEWLINE, lineStart); at !== -1 && at < end; at = bytes.indexOf(NEWLINE, lineStart)) {
    if (at > lineStart) onLine(bytes.toString('utf8', lineStart, at));
    lineStart = at + 1;
  }
  return lineStart;
}

/** The whole lines of a plain file from byte `offset`; returns the offset after the last one. */
function readPlainFrom(file, offset, onLine) {
  const descriptor = openSync(file, 'r');
  try {
    // Sized to what is new, up to a chunk: a reading every few minutes finds a few KB, and the file may grow meanwhile.
    let buffer = Buffer.alloc(Math.min(CHUNK_BYTES, Math.max(fstatSync(descriptor).size - offset, MIN_CHUNK_BYTES)));
    let held = 0;
    let position = offset;
    for (;;) {
      if (held === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
      const read = readSync(descriptor, buffer, held, buffer.length - held, position + held);
      if (!read) return position;
      const end = held + read;
      const consumed = wholeLines(buffer, 0, end, (line) => onLine(line));
      buffer.copy(buffer, 0, consumed, end);
      held = end - consumed;
      position += consumed;
    }
  } finally {
    closeSync(descriptor);
  }
}

/** The whole lines of a gzipped file past its first `offset` bytes (once unzipped); returns its unzipped length. */
async function readGzipPast(file, offset, onLine) {
  let seen = 0;
  let rest = Buffer.alloc(0);
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    const start = Math.max(0, offset - seen);
    seen += chunk.length;
    if (start >= chunk.length) continue;
    const bytes = rest.length ? Buffer.concat([rest, chunk.subarray(start)]) : chunk.subarray(start);
    const consumed = wholeLines(bytes, 0, bytes.length, onLine);
    rest = Buffer.from(bytes.subarray(consumed));
  }
  if (rest.length) onLine(rest.toString('utf8'));
  return seen;
}

/**
 * Reads what is new in each source since `cursor` (changed in place), calling `onLine(line, where)` for each line.
 * Day files and CDN log objects of hours that ended before `since` (ms) are passed over, unread.
 * @param {string[]} sources  log files, globs, folders of day files, or `s3://bucket/prefix` (the CDN's logs)
 */
export async function readNewLogLines(sources, cursor, onLine, { since = -Infinity } = {}) {
  for (const named of logSources(sources)) {
    const { source } = named;
    if ('bucket' in named) {
      const read = new Set(cursor.objects[source] ?? []);
      // The objects to pass over: those read before, and those of hours over before `since`.
      const seen = { has: (key) => read.has(key) || endOfNamedPeriod(key) <= since, add: (key) => read.add(key) };
      const lines = cdnLogLines({ bucket: named.bucket, prefix: named.prefix, endpoint: process.env.AWS_ENDPOINT_URL, seen });
      for await (const line of lines) onLine(line, source);
      cursor.objects[source] = [...read];
      continue;
    }
    for (const file of filesOf(named, since)) {
      const real = realpathSync(file);
      const gzipped = real.endsWith('.gz');
      // A day file and its compressed copy share one place in the cursor: what was read of one is not read again.
      const name = gzipped ? real.slice(0, -'.gz'.length) : real;
      const { size } = statSync(real);
      const read = cursor.files[name] ?? { offset: 0 };
      if (gzipped) {
        if (read.gzipBytes === size) continue;
        read.offset = await readGzipPast(real, read.offset, (line) => onLine(line, file));
        read.gzipBytes = size;
      } else {
        const from = size < read.offset ? 0 : read.offset;
        read.offset = readPlainFrom(real, from, (line) => onLine(line, file));
      }
      cursor.files[name] = read;
    }
  }
  return cursor;
}
