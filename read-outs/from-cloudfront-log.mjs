// Turns CloudFront's access logs of the shell distribution into the field-event log nginx writes: one JSON line per
// event, from each request to the collector path that the edge function took (status 204), and one line for each
// batch it refused (400), as nginx writes them. The same checks run (shared/registry/field-event-lines.js);
// receivedAt is the log's time. It reads standard logging (v2) as deploy/cdn/shell-access-logs.json sets it up
// (JSON lines with only the fields the conversion needs: no visitor's address, no user agent), and the W3C files
// of standard logging (legacy) and of v2's w3c format; gzipped or plain. Its command, `npm run field-log:from-cdn`,
// is field-log-from-cdn.mjs, apart so that importing the conversion (the release tool's canary reads the CDN's logs
// with it, bundled too) never runs a command. Usage: USAGE below.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { collectorRules, fieldEventLines, refusedLine } from '@callvera/shared/registry/field-event-lines';
import { ReadOutInputError } from './read-out-program.mjs';

export const USAGE = `usage: npm run field-log:from-cdn -- [--endpoint URL] <logs> | --bucket B [--prefix P] [--endpoint URL]
  <logs>                                    each an access log file, a glob (quoted: 'logs/*.2026-11-24-*.gz'), a
                                            folder of them (<distribution>.YYYY-MM-DD-HH.<id>.gz, read in name
                                            order) or s3://bucket/prefix (every log object under the prefix)
  --bucket B [--prefix P]                   the same as s3://B/P
  --endpoint URL                            a store other than AWS S3 (else AWS_ENDPOINT_URL); credentials and
                                            region from the environment, as the release tool reads them
The field-event log's lines go to stdout: > field-events.log. Exit status: 0 done; 1 a log could not be read; 2 a
usage error, or a path that names no access log.`;

/**
 * The request of one access-log line, by field name: a JSON object (v2's json format), or tab-separated values
 * named by the file's "#Fields:" header (W3C). Null for a header or an empty line.
 * @param {string} line
 * @param {{ columns: string[] }} file  the W3C file's columns, as its header names them
 * @returns {((name: string) => string | undefined) | null}
 */
function requestOfLine(line, file) {
  if (line.startsWith('#Fields:')) file.columns = line.slice('#Fields:'.length).trim().split(/\s+/);
  if (!line.trim() || line.startsWith('#')) return null;
  if (line.startsWith('{')) {
    const record = JSON.parse(line);
    return (name) => (record[name] === undefined || record[name] === null ? undefined : String(record[name]));
  }
  const values = line.split('\t');
  return (name) => values[file.columns.indexOf(name)];
}

/**
 * The field-event lines of one access log's text lines.
 * @param {AsyncIterable<string> | Iterable<string>} lines
 */
export async function* eventLinesOfAccessLog(lines) {
  const rules = collectorRules();
  const file = { columns: [] };
  for await (const line of lines) {
    const field = requestOfLine(line, file);
    if (!field) continue;
    const status = field('sc-status');
    if (field('cs-uri-stem') !== FIELD_EVENTS.wire.collectorPath || !['204', '400'].includes(status ?? '') || field('cs-method') !== 'POST')
      continue;
    const query = field('cs-uri-query');
    const batch = new URLSearchParams(query === '-' ? '' : (query ?? '')).get(FIELD_EVENTS.wire.batchParam);
    const receivedAt = `${field('date')}T${field('time')}.000Z`;
    const taken = fieldEventLines(batch ?? undefined, receivedAt, rules);
    if ('lines' in taken) {
      if (status === '204') yield* taken.lines;
    } else if (status === '400') yield refusedLine(taken.kind, receivedAt, rules);
  }
}

/**
 * The text lines of a log file's bytes, gunzipped when they are gzip (by their first bytes: a delivery's object
 * names need not say).
 * @param {AsyncIterable<Buffer>} bytes
 */
async function* linesOf(bytes) {
  const chunks = bytes[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return;
  const all = Readable.from(
    (async function* () {
      yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
  );
  const gzipped = first.value[0] === 0x1f && first.value[1] === 0x8b;
  yield* createInterface({ input: gzipped ? all.pipe(createGunzip()) : all, crlfDelay: Infinity });
}

/**
 * The field-event lines of every access log object in a bucket under a prefix, in the order of their keys (the
 * delivery's folders are hours, so that is the order of time).
 * @param {{ bucket: string, prefix?: string, endpoint?: string, client?: import('@aws-sdk/client-s3').S3Client, seen?: { has(key: string): boolean, add(key: string): void } }} options
 *   endpoint: a store other than AWS S3 (path-style addressing); credentials and region (AWS_REGION, us-east-1 by
 *   default) from the environment, as the release tool's bucket target reads them
 *   seen: the keys of objects to pass over (read before: a delivered log object never changes); each object read is
 *   added once all its lines are yielded, so a reader that reads again later reads only what is new
 * @returns {AsyncIterable<string>}
 */
export async function* cdnLogLines({ bucket, prefix = '', endpoint, client, seen }) {
  // Loaded when a bucket is read: every read-out imports this, and most read files.
  const { GetObjectCommand, ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const s3 =
    client ?? new S3Client({ region: process.env.AWS_REGION ?? 'us-east-1', ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  const keys = [];
  let ContinuationToken;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  for (const key of keys.sort()) {
    if (seen?.has(key)) continue;
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    yield* eventLinesOfAccessLog(linesOf(object.Body));
    seen?.add(key);
  }
}

/**
 * The command line: the logs (log-sources.mjs; `--bucket B [--prefix P]` is one more, s3://B/P) and the endpoint of
 * their buckets.
 * @param {string[]} args
 * @returns {{ sources: string[], endpoint?: string }}
 */
export function parseArguments(args) {
  const usage = USAGE.split('\n')[0];
  const sources = [];
  const options = {};
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i];
    if (!name.startsWith('--')) {
      sources.push(name);
      continue;
    }
    const value = args[++i];
    if (!['--bucket', '--prefix', '--endpoint'].includes(name))
      throw new ReadOutInputError(`${name}: not an option of this command (${usage})`);
    if (value === undefined || value.startsWith('--')) throw new ReadOutInputError(`${name} needs a value (${usage})`);
    options[name.slice(2)] = value;
  }
  if (options.prefix !== undefined && !options.bucket) throw new ReadOutInputError(`--bucket is missing (${usage})`);
  if (options.bucket) sources.push(`s3://${options.bucket}/${options.prefix ?? ''}`);
  if (!sources.length) throw new ReadOutInputError(usage);
  if (options.endpoint && !URL.canParse(options.endpoint)) throw new ReadOutInputError(`--endpoint ${options.endpoint} is not a URL`);
  return { sources, ...(options.endpoint ? { endpoint: options.endpoint } : {}) };
}

/**
 * The field-event lines of each log the command line names (log-sources.mjs), in order.
 * @param {Array<{ bucket: string, prefix: string } | { files: string[] }>} named
 * @param {string} [endpoint]
 */
export async function* fieldEventLinesOf(named, endpoint) {
  for (const source of named) {
    if ('bucket' in source) yield* cdnLogLines({ bucket: source.bucket, prefix: source.prefix, endpoint });
    else for (const file of source.files) yield* eventLinesOfAccessLog(linesOf(createReadStream(file)));
  }
}
