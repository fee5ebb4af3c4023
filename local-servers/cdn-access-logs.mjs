// The local CDN stand-in's access logs (scripts/serve-bucket.mjs): the shell distribution's requests written into
// a bucket as CloudFront's standard logging (v2) delivers them with deploy/cdn/shell-access-logs.json: JSON lines
// with only the fields that file records, gzipped, one object per delivery, under a folder an hour. What reads the
// CDN's logs (the field log's conversion, a canary's steps) reads these as it reads the real ones.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const delivery = JSON.parse(readFileSync(new URL('../deploy/cdn/shell-access-logs.json', import.meta.url), 'utf8')).CreateDelivery;

/** How often the stand-in delivers what it logged: CloudFront delivers every few minutes; a local run wants it soon. */
export const DELIVERY_EVERY_MS = 2000;

/** `s3://bucket/prefix` as { bucket, prefix } (the prefix without a trailing slash); a usage error names a bad one. */
export function logDestination(text) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text ?? '');
  if (!match) throw new Error(`--logs takes s3://<bucket>/<prefix>, not ${JSON.stringify(text)}`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/\/+$/, '') };
}

/** A request's record, as v2's json format writes it with the fields the delivery records. */
export function accessLogRecord({ method, path, query, status, at }) {
  const iso = at.toISOString();
  const all = {
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    'cs-method': method,
    'cs-uri-stem': path,
    'sc-status': String(status),
    'cs-uri-query': query || '-',
  };
  return Object.fromEntries(delivery.recordFields.map((field) => [field, all[field] ?? '-']));
}

/** The folder of the hour a record is in, by the delivery's suffix path ({yyyy}/{MM}/{dd}/{HH}). */
const hourFolder = (record) => {
  const [yyyy, MM, dd] = record.date.split('-');
  const parts = { yyyy, MM, dd, HH: record.time.slice(0, 2) };
  return delivery.s3DeliveryConfiguration.suffixPath.replace(/\{(\w+)\}/g, (_, name) => parts[name]);
};

/**
 * Logs requests and delivers them to `destination` ({ bucket, prefix }) every `everyMs`: one gzipped object per hour
 * that has records. `endpoint`: a store other than AWS S3. Returns `log(request)`, and `close()`, which delivers
 * what is left.
 */
export function accessLogs({ destination, endpoint, everyMs = DELIVERY_EVERY_MS, distribution = 'ELOCALCDN' }) {
  const client = new S3Client({ region: process.env.AWS_REGION ?? 'us-east-1', ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  let pending = [];
  let deliveries = 0;
  let delivering = Promise.resolve();
  async function deliver() {
    const records = pending;
    pending = [];
    const byHour = new Map();
    for (const record of records) byHour.set(hourFolder(record), [...(byHour.get(hourFolder(record)) ?? []), record]);
    for (const [hour, inHour] of byHour) {
      deliveries += 1;
      const key = [destination.prefix, hour, `${distribution}.${hour.replaceAll('/', '-')}.${String(deliveries).padStart(6, '0')}.gz`]
        .filter(Boolean)
        .join('/');
      const body = gzipSync(inHour.map((record) => JSON.stringify(record)).join('\n') + '\n');
      await client.send(new PutObjectCommand({ Bucket: destination.bucket, Key: key, Body: body }));
    }
  }
  const next = () => {
    delivering = delivering
      .then(deliver)
      .catch((error) => console.error(`access logs not delivered to s3://${destination.bucket}: ${error.message}`));
    return delivering;
  };
  const timer = setInterval(next, everyMs);
  return {
    log: (request) => pending.push(accessLogRecord({ at: new Date(), ...request })),
    close: async () => {
      clearInterval(timer);
      await next();
    },
  };
}
