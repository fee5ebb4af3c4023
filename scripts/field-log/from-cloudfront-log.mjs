// Turns CloudFront's standard access logs (the shell distribution's, gzip or plain) into the field-event log
// nginx writes: one JSON line per event, from each request to the collector path that the edge function took
// (status 204), and one line for each batch it refused (400), as nginx writes them. The same checks run
// (shared/registry/field-event-lines.js); receivedAt is the log's time.
//   npm run field-log:from-cdn -- <access log files> > field-events.log
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { collectorRules, fieldEventLines, refusedLine } from '../../shared/registry/field-event-lines.js';
import { isProgram } from '../is-program.mjs';

/**
 * The field-event lines of one access log's text lines (W3C extended format: a "#Fields:" header names the
 * tab-separated columns).
 * @param {AsyncIterable<string> | Iterable<string>} lines
 */
export async function* eventLinesOfAccessLog(lines) {
  const rules = collectorRules();
  let columns = [];
  for await (const line of lines) {
    if (line.startsWith('#Fields:')) columns = line.slice('#Fields:'.length).trim().split(/\s+/);
    if (!line || line.startsWith('#')) continue;
    const values = line.split('\t');
    const field = (name) => values[columns.indexOf(name)];
    const status = field('sc-status');
    if (field('cs-uri-stem') !== FIELD_EVENTS.wire.collectorPath || !['204', '400'].includes(status) || field('cs-method') !== 'POST')
      continue;
    const batch = new URLSearchParams(field('cs-uri-query') ?? '').get(FIELD_EVENTS.wire.batchParam);
    const receivedAt = `${field('date')}T${field('time')}.000Z`;
    const taken = fieldEventLines(batch ?? undefined, receivedAt, rules);
    if ('lines' in taken) {
      if (status === '204') yield* taken.lines;
    } else if (status === '400') yield refusedLine(taken.kind, receivedAt, rules);
  }
}

function linesOf(file) {
  const stream = createReadStream(file);
  return createInterface({ input: file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream, crlfDelay: Infinity });
}

if (isProgram(import.meta.url)) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: npm run field-log:from-cdn -- <CloudFront access log files> > field-events.log');
    process.exit(2);
  }
  for (const file of files) for await (const line of eventLinesOfAccessLog(linesOf(file))) process.stdout.write(`${line}\n`);
}
