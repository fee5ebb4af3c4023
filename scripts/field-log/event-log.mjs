// The field-event log as a DuckDB table: nginx's JSON-lines log (or the CDN's, turned into the same
// lines by from-cloudfront-log.mjs), with one column per field of the schema. The same SQL runs in a
// warehouse that loads the log (README, "Loading the log into a warehouse").
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';

/** DuckDB's type for each type of the schema (shared/registry/field-events.js). */
const COLUMN_TYPES = {
  epochMs: 'TIMESTAMPTZ',
  number: 'DOUBLE',
  boolean: 'BOOLEAN',
  assignments: 'MAP(VARCHAR, VARCHAR)',
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
 * The SQL that reads log files, every line, into the `lines` table: a line that is not an event of the schema
 * (cut short, not JSON, a field of the wrong type) is kept with its columns empty, to be counted, not read.
 */
export function readLogSql(files) {
  const columns = Object.entries(logColumns())
    .map(([name, type]) => `${sqlString(name)}: ${sqlString(type)}`)
    .join(', ');
  return `CREATE TABLE lines AS
  SELECT * FROM read_json([${files.map(sqlString).join(', ')}], format = 'newline_delimited', columns = {${columns}},
    ignore_errors = true, filename = true)`;
}

/** A line the read-outs read: an event, or a collector's refusal, of this schema version. */
const READABLE = 'schema IS NOT NULL AND name IS NOT NULL AND receivedAt IS NOT NULL';

/** The share of unreadable lines above which a read-out refuses to read a log: it is not the log it claims to be. */
export const MAX_UNREADABLE_SHARE = 0.01;

/**
 * Opens the log files; `query(sql)` returns rows as plain objects (numbers as numbers) from the `events` view
 * (this schema version's readable lines). `lineCounts` says what was left out, and `firstUnreadable` where.
 * @param {string[]} files
 */
export async function openEventLog(files) {
  if (!files.length) throw new Error('name at least one log file');
  for (const file of files) if (!existsSync(file)) throw new Error(`${file}: no such log file`);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(readLogSql(files));
  await connection.run(`CREATE VIEW events AS SELECT * FROM lines WHERE ${READABLE} AND schema = ${FIELD_EVENTS.schemaVersion}`);
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
    /** Every line, the unreadable ones, and the readable ones of another schema version. */
    async lineCounts() {
      const [counts] = await query(`SELECT count(*) AS total, count(*) FILTER (WHERE NOT (${READABLE})) AS unreadable,
        count(*) FILTER (WHERE ${READABLE} AND schema <> ${FIELD_EVENTS.schemaVersion}) AS otherVersion FROM lines`);
      return counts;
    },
    firstUnreadable: () => firstUnreadableLine(files),
    close: () => connection.closeSync(),
  };
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

/** The command line's log files and options (`--name value`). */
export function parseArguments(args, optionNames = []) {
  const options = {};
  const files = [];
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index].startsWith('--') ? args[index].slice(2) : null;
    if (name === null) files.push(args[index]);
    else if (!optionNames.includes(name))
      throw new Error(`unknown option --${name} (known: ${optionNames.map((known) => `--${known}`).join(', ')})`);
    else {
      const value = args[++index];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      options[name] = value;
    }
  }
  return { files, options };
}
