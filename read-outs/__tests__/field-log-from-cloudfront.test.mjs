import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalBucket } from '@callvera/local-servers/local-bucket';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { collectorRules, fieldEventLines, refusedLine } from '@callvera/shared/registry/field-event-lines';
import { collectorLines, pageLoadBatch, writeLog } from './support/field-log-fixtures.mjs';
import { accessLogLine, batchAccessLine, batchQuery, w3cAccessLog } from './support/cloudfront-log-fixtures.mjs';
import { cdnLogLines, eventLinesOfAccessLog, parseArguments } from '../from-cloudfront-log.mjs';
import { ACCESS_LOG_FIELDS } from '@callvera/deploy-config/render-cdn-config';

// CloudFront's access log keeps each request's query string and status: the converter turns the collector's
// accepted requests into exactly the lines nginx writes for the same batches.

const script = fileURLToPath(new URL('../field-log-from-cdn.mjs', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

const batch = (action) =>
  Buffer.from(
    JSON.stringify({
      v: FIELD_EVENTS.schemaVersion,
      page: { pageLoad: '0f8fad5b-d9cb-469f-a165-70867728950e', shellRelease: '2.0.0', experiments: { pricing: 'annual-first' } },
      events: [{ name: 'conversion', time: 1795521600000, route: '/pricing', remote: 'pricing', remoteRelease: '1.4.0', action }],
    }),
  ).toString('base64url');

// Standard logging (legacy)'s W3C file, which keeps every field of the request, the visitor's among them.
const accessLog = w3cAccessLog([
  accessLogLine({ query: batchQuery(batch('get-started')), format: 'w3c' }),
  accessLogLine({ at: '2026-11-24T12:00:05Z', query: batchQuery(batch('schedule-demo')), format: 'w3c' }),
  // Refused at the edge: its line says why, as nginx writes it. Other requests of the distribution are no events.
  accessLogLine({ status: 400, query: batchQuery('bm90IGpzb24'), format: 'w3c' }),
  accessLogLine({ method: 'GET', status: 405, query: batchQuery(batch('book-a-demo')), format: 'w3c' }),
  accessLogLine({ method: 'GET', uri: '/pricing/index.html', status: 200, format: 'w3c' }),
]);

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

// The tests that read the field log from the bucket write a page load once, as nginx's lines or as the edge's
// access-log line: both must be the same lines once converted.
test("a page load's batch logged by the edge converts to exactly the lines nginx writes for it, in either format", async () => {
  const convert = async (line) => {
    const lines = [];
    for await (const converted of eventLinesOfAccessLog(line.startsWith('{') ? [line] : w3cAccessLog([line]).split('\n')))
      lines.push(converted);
    return lines;
  };
  // CloudFront logs the second a request came in: a batch received within it is converted as received at its start.
  const sent = pageLoadBatch({
    sentAt: Date.parse('2026-11-24T12:00:07Z'),
    experiments: { pricing: 'control' },
    events: [{ name: 'exposure', experiment: 'pricing', variant: 'control', fellBack: false, forced: false, weights: {} }],
  });
  for (const format of ['json', 'w3c']) assert.deepEqual(await convert(batchAccessLine(sent, format)), collectorLines(sent), format);
  const late = { ...sent, receivedAt: '2026-11-24T12:00:07.950Z' };
  assert.deepEqual(await convert(batchAccessLine(late)), collectorLines(sent));
  // A batch cut short on the way is refused at the edge (400), and converted to the line nginx writes for it.
  const cut = { ...sent, batch: sent.batch.slice(0, 40) };
  assert.match(batchAccessLine(cut), /"sc-status":"400"/);
  assert.deepEqual(await convert(batchAccessLine(cut)), [refusedLine('malformed', sent.receivedAt, collectorRules())]);
});

// Standard logging (v2) as deploy/cdn/shell-access-logs.json sets it up: JSON lines holding only its fields,
// gzipped, an object an hour, read straight from the log bucket (s3rver here, as the release target is tested).

test('the access log keeps no address and no user agent of the visitor, only what the conversion reads', () => {
  const delivery = JSON.parse(readFileSync(path.join(root, 'deploy/cdn/shell-access-logs.json'), 'utf8'));
  assert.deepEqual(delivery.CreateDelivery.recordFields, ACCESS_LOG_FIELDS);
  for (const field of ['c-ip', 'x-forwarded-for', 'c-port', 'cs(User-Agent)', 'cs(Referer)', 'cs(Cookie)']) {
    assert.ok(!ACCESS_LOG_FIELDS.includes(field), field);
  }
  const distribution = JSON.parse(readFileSync(path.join(root, 'deploy/cdn/shell-distribution.json'), 'utf8'));
  assert.equal(distribution.Logging.Enabled, false, 'standard logging (legacy), which keeps every field, is off');
});

describe('from the log bucket', () => {
  const BUCKET = 'callvera-logs';
  let server;
  let endpoint;
  before(async () => {
    server = await startLocalBucket({ buckets: [BUCKET], name: 's3rver-logs' });
    endpoint = server.endpoint;
    const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    const put = (Key, text) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: gzipSync(text) }));
    // Two hours, written out of order; another distribution's prefix beside them.
    await put(
      'shell/2026/11/24/13/E2ABCDEF.2026-11-24-13.b2c3d4e5.gz',
      `${accessLogLine({ at: '2026-11-24T13:10:00Z', query: batchQuery(batch('book-a-demo')) })}\n`,
    );
    await put(
      'shell/2026/11/24/12/E2ABCDEF.2026-11-24-12.a1b2c3d4.gz',
      [
        accessLogLine({ query: batchQuery(batch('get-started')) }),
        accessLogLine({ status: 400, query: batchQuery('bm90IGpzb24') }),
        accessLogLine({ method: 'GET', uri: '/pricing/index.html', status: 200 }),
      ].join('\n'),
    );
    await put(
      'landing/2026/11/24/12/E3ABCDEF.2026-11-24-12.c3d4e5f6.gz',
      `${accessLogLine({ query: batchQuery(batch('try-out-free')) })}\n`,
    );
  });
  after(() => server?.close());

  const expected = () => {
    const rules = collectorRules();
    return [
      ...fieldEventLines(batch('get-started'), '2026-11-24T12:00:00.000Z', rules).lines,
      refusedLine('malformed', '2026-11-24T12:00:00.000Z', rules),
      ...fieldEventLines(batch('book-a-demo'), '2026-11-24T13:10:00.000Z', rules).lines,
    ];
  };

  test('cdnLogLines reads every object under the prefix, hour by hour, into the lines nginx writes', async () => {
    const lines = [];
    for await (const line of cdnLogLines({ bucket: BUCKET, prefix: 'shell/', endpoint })) lines.push(line);
    assert.deepEqual(lines, expected());
  });

  // Run apart, not with spawnSync: this process's event loop serves the bucket meanwhile.
  const run = (args, program = script, env = process.env) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [program, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (status) => resolve({ status, stdout, stderr }));
    });

  test('npm run field-log:from-cdn -- --bucket --prefix --endpoint does the same from the command line', async () => {
    const { stdout, status, stderr } = await run(['--bucket', BUCKET, '--prefix', 'shell/', '--endpoint', endpoint]);
    assert.equal(status, 0, stderr);
    assert.deepEqual(stdout.trim().split('\n'), expected());
  });

  test('npm run field-log:from-cdn -- s3://bucket/prefix does the same, the endpoint by --endpoint or AWS_ENDPOINT_URL', async () => {
    const byOption = await run(['s3://callvera-logs/shell/', '--endpoint', endpoint]);
    assert.equal(byOption.status, 0, byOption.stderr);
    assert.deepEqual(byOption.stdout.trim().split('\n'), expected());
    const byEnvironment = await run(['s3://callvera-logs/shell/'], script, { ...process.env, AWS_ENDPOINT_URL: endpoint });
    assert.deepEqual([byEnvironment.status, byEnvironment.stdout], [0, byOption.stdout]);
  });

  test('the read-outs read the CDN’s logs straight from the bucket: s3://bucket/prefix', async () => {
    const fieldReport = fileURLToPath(new URL('../field-report.mjs', import.meta.url));
    const { stdout, status, stderr } = await run(['s3://callvera-logs/shell/'], fieldReport, {
      ...process.env,
      AWS_ENDPOINT_URL: endpoint,
    });
    assert.equal(status, 0, stderr);
    // Two batches taken and one refused, under the shell's prefix only.
    assert.match(stdout, /^Log: 3 lines; left out: 1 batches the collectors refused \(malformed\)/);
  });

  test('a bucket it cannot read fails loudly, naming the problem', async () => {
    const { status, stderr } = await run(['--bucket', 'no-such-bucket', '--endpoint', endpoint]);
    assert.equal(status, 1);
    assert.match(stderr, /field-log:from-cdn: .*bucket/i);
  });
});

test('the command line says what is wrong with its arguments', () => {
  assert.deepEqual(parseArguments(['a.gz', 'b.gz']), { sources: ['a.gz', 'b.gz'] });
  assert.deepEqual(parseArguments(['--bucket', 'logs', '--prefix', 'shell/']), { sources: ['s3://logs/shell/'] });
  assert.deepEqual(parseArguments(['s3://logs/shell/', '--endpoint', 'http://localhost:4569']), {
    sources: ['s3://logs/shell/'],
    endpoint: 'http://localhost:4569',
  });
  assert.throws(() => parseArguments([]), /usage: npm run field-log:from-cdn/);
  assert.throws(() => parseArguments(['--prefix', 'shell/']), /--bucket is missing/);
  assert.throws(() => parseArguments(['--bucket']), /--bucket needs a value/);
  assert.throws(() => parseArguments(['--bucket', 'logs', '--region', 'eu-west-1']), /--region: not an option/);
  assert.throws(() => parseArguments(['--bucket', 'logs', '--endpoint', 'localhost']), /--endpoint localhost is not a URL/);
  const { status, stderr } = spawnSync(process.execPath, [script, '--prefix', 'shell/'], { encoding: 'utf8' });
  assert.equal(status, 2);
  assert.match(stderr, /--bucket is missing/);
});
