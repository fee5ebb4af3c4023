// The field-event log as a DuckDB table: nginx's JSON-lines log (or the CDN's, turned into the same
// lines by from-cloudfront-log.mjs), with one column per field of the schema. The same SQL runs in a
// warehouse that loads the log (README, "Loading the log into a warehouse").
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

const sqlString = (text) => `'${text.replaceAll("'", "''")}'`;

/** The SQL that reads log files as the `events` table. */
export function readLogSql(files) {
  const columns = Object.entries(logColumns())
    .map(([name, type]) => `${sqlString(name)}: ${sqlString(type)}`)
    .join(', ');
  return `CREATE VIEW events AS
  SELECT * FROM read_json([${files.map(sqlString).join(', ')}], format = 'newline_delimited', columns = {${columns}})
  WHERE schema = ${FIELD_EVENTS.schemaVersion}`;
}

/**
 * Opens the log files; `query(sql)` returns rows as plain objects (numbers as numbers).
 * @param {string[]} files
 */
export async function openEventLog(files) {
  if (!files.length) throw new Error('name at least one log file');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(readLogSql(files));
  return {
    async query(sql) {
      const reader = await connection.runAndReadAll(sql);
      return reader
        .getRowObjectsJS()
        .map((row) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value])),
        );
    },
    close: () => connection.closeSync(),
  };
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
    else options[name] = args[++index];
  }
  return { files, options };
}
