import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { collectorRules, fieldEventLines, refusedLine } from '../../shared/registry/field-event-lines.js';
import { writeLog } from './support/field-log-fixtures.mjs';

// CloudFront's access log keeps each request's query string and status: the converter turns the collector's
// accepted requests into exactly the lines nginx writes for the same batches.

const script = fileURLToPath(new URL('../field-log/from-cloudfront-log.mjs', import.meta.url));
const { collectorPath, batchParam } = FIELD_EVENTS.wire;

/** The fields of CloudFront's standard log, in its order. */
const FIELDS =
  `date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end`.split(
    ' ',
  );

function accessLogLine({ time = '12:00:00', method = 'POST', uri = collectorPath, status = 204, query = '-' }) {
  const values = Object.fromEntries(FIELDS.map((field) => [field, '-']));
  Object.assign(values, {
    date: '2026-11-24',
    time,
    'x-edge-location': 'FRA56-P1',
    'c-ip': '198.51.100.7',
    'cs-method': method,
    'cs(Host)': 'd111111abcdef8.cloudfront.net',
    'cs-uri-stem': uri,
    'sc-status': String(status),
    'cs(User-Agent)': 'Mozilla/5.0%20(Linux)',
    'cs-uri-query': query,
  });
  return FIELDS.map((field) => values[field]).join('\t');
}

const batch = (action) =>
  Buffer.from(
    JSON.stringify({
      v: FIELD_EVENTS.schemaVersion,
      page: { pageLoad: '0f8fad5b-d9cb-469f-a165-70867728950e', shellRelease: '2.0.0', experiments: { pricing: 'annual-first' } },
      events: [{ name: 'conversion', time: 1795521600000, route: '/pricing', remote: 'pricing', remoteRelease: '1.4.0', action }],
    }),
  ).toString('base64url');

const accessLog = [
  '#Version: 1.0',
  `#Fields: ${FIELDS.join(' ')}`,
  accessLogLine({ query: `${batchParam}=${batch('get-started')}` }),
  accessLogLine({ time: '12:00:05', query: `${batchParam}=${batch('schedule-demo')}` }),
  // Refused at the edge: its line says why, as nginx writes it. Other requests of the distribution are no events.
  accessLogLine({ status: 400, query: `${batchParam}=bm90IGpzb24` }),
  accessLogLine({ method: 'GET', status: 405, query: `${batchParam}=${batch('book-a-demo')}` }),
  accessLogLine({ method: 'GET', uri: '/pricing/index.html', status: 200 }),
].join('\n');

test('each request the edge took or refused becomes the lines nginx writes for it, timed by the log', () => {
  const file = path.join(path.dirname(writeLog([])), 'E2ABCDEF.2026-11-24-12.a1b2c3d4.gz');
  writeFileSync(file, gzipSync(accessLog));
  const { stdout, status, stderr } = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  assert.equal(status, 0, stderr);
  const rules = collectorRules();
  assert.deepEqual(stdout.trim().split('\n'), [
    ...fieldEventLines(batch('get-started'), '2026-11-24T12:00:00.000Z', rules).lines,
    ...fieldEventLines(batch('schedule-demo'), '2026-11-24T12:00:05.000Z', rules).lines,
    refusedLine('malformed', '2026-11-24T12:00:00.000Z', rules),
  ]);
  assert.doesNotMatch(stdout, /198\.51\.100\.7|Mozilla/, 'nothing of the visitor from the access log');
});
