// The field-event log as a DuckDB table: nginx's JSON-lines log (or the CDN's, turned into the same
// lines by from-cloudfront-log.mjs), with one column per field of the schema. The same SQL runs in a
// warehouse that loads the log (docs/reading-the-field.md, "Loading the log into a warehouse").
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, realpathSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { cdnLogLines } from './from-cloudfront-log.mjs';
import { logSources } from './log-sources.mjs';
import { ReadOutInputError } from './read-out-program.mjs';

/** DuckDB's type for each type of the schema (shared/registry/field-events.js). */
const COLUMN_TYPES = {
  epochMs: 'TIMESTAMPTZ',
  number: 'DOUBLE',
  boolean: 'BOOLEAN',
  assignments: 'MAP(VARCHAR, VARCHAR)',
  exposureDays: 'MAP(VARCHAR, VARCHAR)',
  weights: 'MAP(VARCHAR, DOUBLE)',
};

/** Every column of the log, in the order nginx writes them. */
export function logColumns() {
  const columns = { schema: 'INTEGER', receivedAt: 'TIMESTAMPTZ', name: 'VARCHAR' };
  const fields = [FIELD_EVENTS.page, FIELD_EVENTS.common, ...Object.values(FIELD_EVENTS.events), FIELD_EVENTS.refused];
  for (const [key, type] of fields.flatMap((group) => Object.entries(group))) {
    columns[key.replace(/\?$/, '')] = typeof type === 'string' ? (COLUMN_TYPES[type] ?? 'VARCHAR') : 'VARCHAR';
  }
  return columns;
}

export const sqlString = (text) => `'${String(text).replaceAll("'", "''")}'`;

/**
 * read_json of log files, a line that is not an event of the schema kept with its columns empty. Fast, but a line
 * cut short makes it read on into the next line, which is then lost with it.
 */
function readJsonSql(files) {
  const columns = Object.entries(logColumns())
    .map(([name, type]) => `${sqlString(name)}: ${sqlString(type)}`)
    .join(', ');
  return `read_json([${files.map(sqlString).join(', ')}], format = 'newline_delimited', columns = {${columns}}, ignore_errors = true, filename = true)`;
}

/**
 * Log files read line by line: each line is split off first, then parsed, so a line cut short (or not JSON, or not
 * an object) is one record with its columns empty, to be counted, not read, and the next line is read whole. (A
 * line that is JSON never fails json_transform: a field of the wrong type is left empty.)
 */
function readLinesSql(files) {
  return `(SELECT unnest(CASE WHEN json_valid(line) THEN json_transform(line, ${sqlString(JSON.stringify(logColumns()))}) END), filename
    FROM read_csv([${files.map(sqlString).join(', ')}], columns = {'line': 'VARCHAR'}, header = false, delim = chr(10), quote = '', escape = '',
      auto_detect = false, filename = true)
    WHERE trim(line) <> '')`;
}

/**
 * Creates the table `name` of the files' lines, each read or refused whole: by read_json, at its speed, when every
 * line is an event (no line was cut); else again line by line (a log with cut lines takes about 2.5 times as long).
 */
async function createLinesTable(connection, name, files) {
  await connection.run(`CREATE TABLE ${name} AS SELECT * FROM ${readJsonSql(files)}`);
  const counted = await connection.runAndReadAll(`SELECT count(*) FILTER (WHERE NOT (${READABLE})) AS refused FROM ${name}`);
  if (Number(counted.getRows()[0][0]) > 0) await connection.run(`CREATE OR REPLACE TABLE ${name} AS SELECT * FROM ${readLinesSql(files)}`);
}

/**
 * Where the read-outs keep a columnar copy (Parquet) of each rotated log file (gzip: no longer written to), made
 * the first time one is read: reading JSON is most of a read-out's time, and a month's logs are read every day.
 * A copy is named by the file's real path, size and time of change, so an edited file gets a new one.
 */
export const COLUMNAR_CACHE = fileURLToPath(new URL('../.cache/field-log/', import.meta.url));

/** Changes when the way a line is read changes (or its columns), so that no copy made the old way is read again. */
const READER_VERSION = 4;

function columnarCopyOf(file) {
  const { size, mtimeMs } = statSync(file);
  const key = createHash('sha256')
    .update(`${realpathSync(file)}\0${size}\0${mtimeMs}\0${FIELD_EVENTS.schemaVersion}\0${READER_VERSION}`)
    .digest('hex')
    .slice(0, 32);
  return path.join(COLUMNAR_CACHE, `${key}.parquet`);
}

/** Makes the columnar copies that are missing; returns every rotated file's copy. */
async function columnarCopies(connection, files) {
  mkdirSync(COLUMNAR_CACHE, { recursive: true });
  const copies = [];
  for (const file of files) {
    const copy = columnarCopyOf(file);
    if (!existsSync(copy)) {
      const staged = `${copy}.${process.pid}.partial`;
      await createLinesTable(connection, 'rotated_lines', [file]);
      await connection.run(`COPY rotated_lines TO ${sqlString(staged)} (FORMAT parquet, COMPRESSION zstd)`);
      await connection.run('DROP TABLE rotated_lines');
      renameSync(staged, copy);
    }
    copies.push(copy);
  }
  return copies;
}

/** `receivedAt` within the window given (ISO dates or times; either may be absent). */
export function windowSql({ since, until }) {
  return [
    since ? `receivedAt >= CAST(${sqlString(since)} AS TIMESTAMPTZ)` : 'true',
    until ? `receivedAt < CAST(${sqlString(until)} AS TIMESTAMPTZ)` : 'true',
  ].join(' AND ');
}

/**
 * How many whole days to add to a day the browser's clock named to make it the day of ours: the time the collector
 * received the line's batch less the time the browser said it sent it (`sentAt`), rounded to days; 0 for a batch
 * of pages that did not say. A day the browser wrote (an exposure's, and the one its conversions name) moves by whole
 * days only, so both move alike: a clock off by hours keeps its browser's day, as a time zone would have.
 */
const CLOCK_CORRECTION_DAYS = `coalesce(CAST(round((epoch_ms(receivedAt) - epoch_ms(sentAt)) / 86400000.0) AS INTEGER), 0)`;

/** The UTC day `dateSql` (a DATE, or 'YYYY-MM-DD' text) named by a browser's clock, as the day of ours. */
export const correctedDaySql = (dateSql) => `strftime(TRY_CAST(${dateSql} AS DATE) + ${CLOCK_CORRECTION_DAYS}, '%Y-%m-%d')`;

/**
 * At most this many page loads' values of one group (a release's, a variant's) go to an interval: a random sample
 * of them beyond that, the same on every reading. A month's log has millions of page loads; the interval of a
 * 75th percentile barely narrows past a few thousand.
 */
export const SAMPLED_PAGE_LOADS = 5000;

/** A line the read-outs read: an event, or a collector's refusal, of this schema version. */
const READABLE = 'schema IS NOT NULL AND name IS NOT NULL AND receivedAt IS NOT NULL';

/** The share of unreadable lines above which a read-out refuses to read a log: it is not the log it claims to be. */
export const MAX_UNREADABLE_SHARE = 0.01;

/** Whether `unreadable` of `total` lines is more than a read-out reads (MAX_UNREADABLE_SHARE). */
export const tooManyUnreadable = (unreadable, total) => unreadable > MAX_UNREADABLE_SHARE * total;

/**
 * The log's line counts (`lineCounts`) and where its first unreadable line is, or a refusal (bad input: the
 * read-out exits 2) when more than MAX_UNREADABLE_SHARE of its lines are unreadable. Every read-out reads a log
 * through this one check, so each refuses the same logs with the same words.
 * @param {{ lineCounts(): Promise<{ total: number, unreadable: number, otherVersion: number, preview: number }>, firstUnreadable(): Promise<string | null> }} log
 */
export async function readableLog(log) {
  const lines = await log.lineCounts();
  const firstUnreadable = lines.unreadable ? await log.firstUnreadable() : null;
  if (tooManyUnreadable(lines.unreadable, lines.total)) {
    const count = (value) => value.toLocaleString('en-US');
    throw new ReadOutInputError(
      `${count(lines.unreadable)} of ${count(lines.total)} lines are unreadable (over ${MAX_UNREADABLE_SHARE * 100}%), the first at ${firstUnreadable}: not reading a log that is not one`,
    );
  }
  return { lines, firstUnreadable };
}

/**
 * Opens the logs the sources name (log-sources.mjs: files, globs, folders of day files, s3://bucket/prefix);
 * `query(sql)` returns rows as plain objects (numbers as numbers) from the `events` view (this schema version's
 * readable lines). `lineCounts` says what was left out, and `firstUnreadable` where. A rotated file (.gz) is read
 * through its columnar copy (COLUMNAR_CACHE), made the first time.
 * @param {string[]} sources
 */
export async function openEventLog(sources) {
  const files = [];
  for (const named of logSources(sources)) files.push(...('files' in named ? named.files : [await localLogOf(named)]));
  // Loaded when a log is opened: a read-out refusing its options answers without loading the database.
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  // Days and dates are UTC wherever the read-out runs: DuckDB's casts and strftime follow the session's zone.
  await connection.run(`SET TimeZone = 'UTC'`);
  const rotated = files.filter((file) => file.endsWith('.gz'));
  const live = files.filter((file) => !file.endsWith('.gz'));
  const copies = await columnarCopies(connection, rotated);
  if (live.length) await createLinesTable(connection, 'lines', live);
  else await connection.run(`CREATE TABLE lines AS SELECT * FROM ${readJsonSql(files)} LIMIT 0`);
  if (copies.length) {
    await connection.run(`ALTER TABLE lines RENAME TO live_lines`);
    await connection.run(
      `CREATE VIEW lines AS SELECT * FROM read_parquet([${copies.map(sqlString).join(', ')}]) UNION ALL BY NAME SELECT * FROM live_lines`,
    );
  }
  // A preview tab's lines are a team's looking at a build, never a visitor's: left out of every read-out, and counted.
  await connection.run(
    `CREATE VIEW events AS SELECT * FROM lines WHERE ${READABLE} AND schema = ${FIELD_EVENTS.schemaVersion} AND preview IS NULL`,
  );
  const query = async (sql) => {
    const reader = await connection.runAndReadAll(sql);
    return reader
      .getRowObjectsJS()
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value])),
      );
  };
  return {
    query,
    /** Every line, the unreadable ones, the readable ones of another schema version, and those of preview tabs. */
    async lineCounts() {
      const [counts] = await query(`SELECT count(*) AS total, count(*) FILTER (WHERE NOT (${READABLE})) AS unreadable,
        count(*) FILTER (WHERE ${READABLE} AND schema <> ${FIELD_EVENTS.schemaVersion}) AS otherVersion,
        count(*) FILTER (WHERE ${READABLE} AND schema = ${FIELD_EVENTS.schemaVersion} AND preview IS NOT NULL) AS preview FROM lines`);
      return counts;
    },
    firstUnreadable: () => firstUnreadableLine(files),
    close: () => connection.closeSync(),
  };
}

/**
 * A log file of the CDN's access logs in a bucket (its standard logs, read straight from the bucket with the
 * credentials, region and endpoint the AWS SDK takes from the environment: AWS_ENDPOINT_URL for a store other than
 * AWS), turned into the lines nginx writes, in a file of its own.
 * @param {{ bucket: string, prefix: string }} bucket
 */
async function localLogOf({ bucket, prefix }) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cdn-log-')), 'field-events.log');
  const out = createWriteStream(file);
  for await (const line of cdnLogLines({ bucket, prefix, endpoint: process.env.AWS_ENDPOINT_URL })) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return file;
}

/** Where the first line that is no readable event is, as FILE:LINE (read in order, as written). */
async function firstUnreadableLine(files) {
  for (const file of files) {
    const stream = createReadStream(file);
    const lines = createInterface({ input: file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream, crlfDelay: Infinity });
    let number = 0;
    for await (const line of lines) {
      number += 1;
      if (!line.trim()) continue;
      if (!isReadableLine(line)) {
        lines.close();
        stream.destroy();
        return `${file}:${number}`;
      }
    }
  }
  return null;
}

function isReadableLine(line) {
  try {
    const event = JSON.parse(line);
    return Number.isInteger(event?.schema) && typeof event.name === 'string' && !Number.isNaN(Date.parse(event.receivedAt));
  } catch {
    return false;
  }
}

/** The batches the collectors refused in the window, by kind. */
export async function readRefusals(log, window = {}) {
  const rows = await log.query(
    `SELECT reason, count(*) AS batches FROM events WHERE name = 'refused' AND ${windowSql(window)} GROUP BY reason`,
  );
  return Object.fromEntries(rows.map((row) => [row.reason, row.batches]));
}

/** The command line's log sources (log-sources.mjs) and options (`--name value`). */
export function parseArguments(args, optionNames = []) {
  const options = {};
  const sources = [];
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index].startsWith('--') ? args[index].slice(2) : null;
    if (name === null) sources.push(args[index]);
    else if (!optionNames.includes(name))
      throw new Error(`unknown option --${name} (known: ${optionNames.map((known) => `--${known}`).join(', ')})`);
    else {
      const value = args[++index];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      options[name] = value;
    }
  }
  return { sources, options };
}
