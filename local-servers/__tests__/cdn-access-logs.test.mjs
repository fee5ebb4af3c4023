// The local CDN stand-in's access logs: the collector's requests delivered into a bucket as standard logging (v2)
// delivers them, which the CDN log's readers (the field log's conversion, a canary's steps) read as the real ones.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { collectorRules, fieldEventLines } from '@callvera/shared/registry/field-event-lines';
import { ACCESS_LOG_FIELDS } from '@callvera/deploy-config/render-cdn-config';
import { accessLogs, logDestination } from '../cdn-access-logs.mjs';
import { cdnLogLines } from '@callvera/read-outs/from-cloudfront-log';
import { startLocalBucket } from '../local-bucket.mjs';
import { readNewLogLines, emptyCursor } from '@callvera/release/canary-evidence/new-log-lines';

const LOGS = 'callvera-logs';
let server;
let s3;
before(async () => {
  server = await startLocalBucket({ buckets: [LOGS], name: 's3rver-cdn-logs' });
  s3 = new S3Client({ region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true });
});
after(() => server?.close());

/** A page's batch of events, as the browser sends it to the collector (base64url JSON). */
const batchOf = (pageLoad, at) =>
  Buffer.from(
    JSON.stringify({
      v: FIELD_EVENTS.schemaVersion,
      page: { pageLoad, shellRelease: '2.0.0', experiments: { pricing: 'control' } },
      events: [
        {
          time: at,
          route: '/pricing',
          remote: 'pricing',
          remoteRelease: '1.4.0',
          name: 'vital',
          metric: 'TTFB',
          value: 60,
          rating: 'good',
          id: `v6-${at}-1000000000001`,
        },
      ],
    }),
  ).toString('base64url');

test('a bad destination is named', () => {
  assert.deepEqual(logDestination('s3://callvera-logs/cdn/'), { bucket: 'callvera-logs', prefix: 'cdn' });
  assert.deepEqual(logDestination('s3://callvera-logs'), { bucket: 'callvera-logs', prefix: '' });
  assert.throws(() => logDestination('callvera-logs/cdn'), /--logs takes s3:\/\/<bucket>\/<prefix>, not "callvera-logs\/cdn"/);
});

test("the collector's requests, delivered as v2's JSON records in an hour's folder, read back as the collector's lines", async () => {
  const logs = accessLogs({ destination: logDestination(`s3://${LOGS}/cdn`), endpoint: server.endpoint, everyMs: 60_000 });
  const first = Date.parse('2026-11-27T09:59:58.400Z');
  const second = Date.parse('2026-11-27T10:00:03.900Z');
  const batches = [batchOf('00000000-0000-4000-8000-000000000001', first), batchOf('00000000-0000-4000-8000-000000000002', second)];
  logs.log({
    method: 'POST',
    path: FIELD_EVENTS.wire.collectorPath,
    query: `${FIELD_EVENTS.wire.batchParam}=${batches[0]}`,
    status: 204,
    at: new Date(first),
  });
  logs.log({
    method: 'POST',
    path: FIELD_EVENTS.wire.collectorPath,
    query: `${FIELD_EVENTS.wire.batchParam}=${batches[1]}`,
    status: 204,
    at: new Date(second),
  });
  await logs.close();

  const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: LOGS, Prefix: 'cdn/' }));
  const keys = Contents.map(({ Key }) => Key).sort();
  assert.equal(keys.length, 2, 'one object for each hour with requests');
  assert.match(keys[0], /^cdn\/2026\/11\/27\/09\/ELOCALCDN\.2026-11-27-09\.\d{6}\.gz$/);
  assert.match(keys[1], /^cdn\/2026\/11\/27\/10\//);
  const object = await s3.send(new GetObjectCommand({ Bucket: LOGS, Key: keys[0] }));
  const records = gunzipSync(Buffer.from(await object.Body.transformToByteArray()))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(Object.keys(records[0]), ACCESS_LOG_FIELDS, 'only the fields the delivery records: no address, no user agent');
  assert.deepEqual(records[0], {
    date: '2026-11-27',
    time: '09:59:58',
    'cs-method': 'POST',
    'cs-uri-stem': FIELD_EVENTS.wire.collectorPath,
    'sc-status': '204',
    'cs-uri-query': `${FIELD_EVENTS.wire.batchParam}=${batches[0]}`,
  });

  const expected = [
    ...fieldEventLines(batches[0], '2026-11-27T09:59:58.000Z', collectorRules()).lines,
    ...fieldEventLines(batches[1], '2026-11-27T10:00:03.000Z', collectorRules()).lines,
  ];
  const converted = [];
  for await (const line of cdnLogLines({ bucket: LOGS, prefix: 'cdn/', endpoint: server.endpoint })) converted.push(line);
  assert.deepEqual(converted, expected);

  // A canary's reading of s3://… reads them, each object once.
  process.env.AWS_ENDPOINT_URL = server.endpoint;
  try {
    const cursor = emptyCursor();
    const read = [];
    await readNewLogLines([`s3://${LOGS}/cdn/`], cursor, (line) => read.push(line));
    assert.deepEqual(read, expected);
    await readNewLogLines([`s3://${LOGS}/cdn/`], cursor, (line) => read.push(line));
    assert.equal(read.length, expected.length, 'read once');
  } finally {
    delete process.env.AWS_ENDPOINT_URL;
  }
});
