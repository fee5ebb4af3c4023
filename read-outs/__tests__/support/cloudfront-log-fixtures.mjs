// CloudFront's access logs of the shell distribution, as the edge writes them, for the tests that read the field
// log from the CDN: a request a line, in standard logging (v2)'s JSON lines with only the fields
// deploy/cdn/shell-access-logs.json delivers, or in the W3C files of standard logging (legacy), which keep every
// field, the visitor's among them. A page load's batch goes in as the query string of a POST to the collector path,
// answered as the collectors' own code answers it (shared/registry/field-event-lines.js), so the converter must
// turn each line into exactly the lines nginx writes for the same batch.
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { collectorRules, fieldEventLines } from '@callvera/shared/registry/field-event-lines';
import { ACCESS_LOG_FIELDS } from '@callvera/deploy-config/render-cdn-config';

const rules = collectorRules();
const { collectorPath, batchParam } = FIELD_EVENTS.wire;

/** The fields of standard logging (legacy), in its order. */
export const W3C_FIELDS =
  `date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end`.split(
    ' ',
  );

/** The query string of a request to the collector carrying `batch` (base64url). */
export const batchQuery = (batch) => `${batchParam}=${batch}`;

/**
 * One request as the edge logs it. `at`: when it was received (ISO, or ms), logged to the second in UTC, as
 * CloudFront logs every time; `format`: 'json' (v2, the delivered fields only) or 'w3c' (legacy, every field, a
 * visitor's address and user agent among them).
 * @param {{ at?: string | number, method?: string, uri?: string, status?: number, query?: string, format?: 'json' | 'w3c' }} request
 */
export function accessLogLine({
  at = '2026-11-24T12:00:00Z',
  method = 'POST',
  uri = collectorPath,
  status = 204,
  query = '-',
  format = 'json',
}) {
  const iso = new Date(at).toISOString();
  const request = {
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    'cs-method': method,
    'cs-uri-stem': uri,
    'sc-status': String(status),
    'cs-uri-query': query,
  };
  if (format === 'json') return JSON.stringify(Object.fromEntries(ACCESS_LOG_FIELDS.map((field) => [field, request[field]])));
  const visitor = {
    'x-edge-location': 'FRA56-P1',
    'c-ip': '198.51.100.7',
    'cs(Host)': 'd111111abcdef8.cloudfront.net',
    'cs(User-Agent)': 'Mozilla/5.0%20(Linux)',
  };
  return W3C_FIELDS.map((field) => request[field] ?? visitor[field] ?? '-').join('\t');
}

/** A W3C access log file's text: its header, then `lines`. */
export const w3cAccessLog = (lines) => ['#Version: 1.0', `#Fields: ${W3C_FIELDS.join(' ')}`, ...lines].join('\n');

/**
 * A page load's batch (as pageLoadBatch in field-log-fixtures.mjs gives it) as the edge logs its request: 204 when
 * the collectors' code takes it, 400 when it refuses it (a batch cut short on the way).
 * @param {{ batch: string, receivedAt: string }} sent
 * @param {'json' | 'w3c'} [format]
 */
export function batchAccessLine({ batch, receivedAt }, format = 'json') {
  const status = 'lines' in fieldEventLines(batch, receivedAt, rules) ? 204 : 400;
  return accessLogLine({ at: receivedAt, status, query: batchQuery(batch), format });
}

/**
 * The key of a log object as standard logging (v2) delivers it under `prefix` (the delivery's suffix path
 * `{yyyy}/{MM}/{dd}/{HH}`, then the distribution, the hour and a part of its own): `at` is a time in the hour it holds.
 */
export function accessLogKey(prefix, at, part) {
  const iso = new Date(at).toISOString();
  const [day, hour] = [iso.slice(0, 10), iso.slice(11, 13)];
  return `${prefix}${day.replaceAll('-', '/')}/${hour}/E2ABCDEF.${day}-${hour}.${part}.gz`;
}
