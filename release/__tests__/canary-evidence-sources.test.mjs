// Where a canary's evidence is read from: nginx's day files (compressed once the day is over), a folder of them,
// and the CDN's logs in the bucket. Each reading reads only what is new, and adds up to one reading of it all.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { startLocalBucket } from '@callvera/local-servers/local-bucket';
import { canaryEvidence } from '../canary-evidence.mjs';
import { START as FIXTURE_START, pageLoadLines } from '@callvera/read-outs/testing/field-log-fixtures';
import { accessLogKey, accessLogLine, batchQuery } from '@callvera/read-outs/testing/cloudfront-log-fixtures';
import { at, pricingCanary } from './support/canary-fixtures.mjs';

const canary = pricingCanary();
const now = new Date(at(2));

/** A page load's events (the canary's on odd `index`): its LCP, and a failure to render on the canary's every fourth. */
const events = (release, index) => [
  { name: 'vital', metric: 'LCP', value: 1500, rating: 'good', attributedTo: 'pricing', attributedRelease: release },
  ...(release === '1.5.0' && index % 8 === 1
    ? [{ name: 'remote-failure', failedRemote: 'pricing', failedRelease: release, failure: 'render', retried: false, recovered: false }]
    : []),
];
const loads = (count, day) =>
  Array.from({ length: count }, (_, index) => {
    const release = index % 2 ? '1.5.0' : '1.4.0';
    return pageLoadLines({ release, day, events: events(release, index) });
  }).flat();
const text = (lines) => `${lines.join('\n')}\n`;
const read = (source, state = null) => canaryEvidence({ canary, source, state, now });

test('a day file compressed once its day is over is read past what was read of it while it was plain', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'canary-days-'));
  const day1 = path.join(folder, 'field-events.log-2026-11-01');
  const [early, late, nextDay] = [loads(40, 0.5), loads(40, 0.9), loads(40, 1.2)];
  writeFileSync(day1, text(early));
  // Beside them: nginx's own logs, and the day files of a year before the canary, passed over unread.
  writeFileSync(path.join(folder, 'access.log'), '203.0.113.9 - - [01/Nov/2026:06:00:00 +0000] "GET / HTTP/1.1" 200\n');
  writeFileSync(path.join(folder, 'field-events.log-2026-10-31.gz'), gzipSync('not one event\n'));
  const first = await read([folder]);
  assert.equal(first.state.counts.lines.read, early.length);
  // The day goes on, then ends: the file is compressed and the plain one removed; the next day's file begins.
  appendFileSync(day1, text(late));
  writeFileSync(`${day1}.gz`, gzipSync(readFileSync(day1)));
  rmSync(day1);
  writeFileSync(path.join(folder, 'field-events.log-2026-11-02'), text(nextDay));
  const second = await read([folder], first.state);
  const whole = await read([writeLogOf([...early, ...late, ...nextDay])]);
  assert.deepEqual(second.state.counts, whole.state.counts);
  assert.equal(second.state.counts.lines.read, early.length + late.length + nextDay.length);
  assert.deepEqual(second.measures.find((measure) => measure.name === 'failed page loads').canary, { successes: 15, trials: 60 });
  // Read again, nothing is new.
  const third = await read([folder], second.state);
  assert.deepEqual(third.state.counts, second.state.counts);
});

function writeLogOf(lines) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'canary-whole-')), 'field-events.log');
  writeFileSync(file, text(lines));
  return file;
}

describe("the CDN's logs in the bucket", () => {
  const BUCKET = 'callvera-logs';
  let server;
  let s3;
  before(async () => {
    server = await startLocalBucket({ buckets: [BUCKET], name: 's3rver-canary' });
    process.env.AWS_ENDPOINT_URL = server.endpoint;
    s3 = new S3Client({ region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true });
  });
  after(async () => {
    delete process.env.AWS_ENDPOINT_URL;
    await server?.close();
  });

  let pageLoad = 0;
  /** An hour's log object of `count` page loads, each one request; returns how many events it holds. */
  const hourObject = async (hour, count) => {
    const time = `2026-11-01T${String(hour).padStart(2, '0')}:30:00Z`;
    const lines = Array.from({ length: count }, (_, index) => {
      const release = index % 2 ? '1.5.0' : '1.4.0';
      const batch = {
        v: FIELD_EVENTS.schemaVersion,
        page: {
          pageLoad: `00000000-0000-4000-9000-${(++pageLoad).toString(16).padStart(12, '0')}`,
          shellRelease: '2.0.0',
          experiments: {},
        },
        events: events(release, index).map((event) => ({
          time: FIXTURE_START,
          route: '/pricing',
          remote: 'pricing',
          remoteRelease: release,
          ...event,
          ...(event.name === 'vital' ? { id: `v6-${FIXTURE_START}-${1_000_000_000_000 + pageLoad}` } : {}),
        })),
      };
      // As standard logging (v2) writes it: a POST of the batch to the collector path, taken (204).
      return accessLogLine({ at: time, query: batchQuery(Buffer.from(JSON.stringify(batch)).toString('base64url')) });
    });
    const written = lines.length + lines.filter((_, index) => index % 8 === 1).length;
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: accessLogKey('shell/', time, 'a1b2'),
        Body: gzipSync(text(lines)),
      }),
    );
    return written;
  };

  test('each reading reads the objects delivered since the last, and the counts are those of one reading of them all', async () => {
    // An hour before the canary started: passed over, unread.
    await hourObject(4, 30);
    const firstHours = (await hourObject(8, 60)) + (await hourObject(9, 60));
    const first = await read(['s3://callvera-logs/shell/']);
    assert.deepEqual(first.pageLoads, { stable: 60, canary: 60 });
    assert.equal(first.state.counts.lines.read, firstHours);
    const written = await hourObject(10, 40);
    const second = await read(['s3://callvera-logs/shell/'], first.state);
    assert.deepEqual(second.pageLoads, { stable: 80, canary: 80 });
    assert.equal(second.state.counts.lines.read - first.state.counts.lines.read, written, 'only the new object was read');
    const whole = await read(['s3://callvera-logs/shell/']);
    assert.deepEqual(second.state.counts, whole.state.counts);
    const failed = second.measures.find((measure) => measure.name === 'failed page loads: render');
    assert.deepEqual(failed.canary, { successes: 8 + 8 + 5, trials: 80 });
  });
});
