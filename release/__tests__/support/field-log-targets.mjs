// The field log of a simulated site, as each target the release tool releases into has it: beside a served folder,
// the file nginx's collector appends to; in front of a bucket, the CDN's access logs, delivered as gzipped objects
// into a log bucket under the shell distribution's prefix, which canary-step reads as s3://bucket/prefix/ (its
// endpoint from the environment, as the AWS SDK takes it).
import { appendFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { collectorLines, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';
import { accessLogKey, accessLogLine, batchAccessLine } from '@callvera/read-outs/testing/cloudfront-log-fixtures';
import { withAccessLogMess, withLogMess } from './canary-fixtures.mjs';

const PREFIX = 'shell/';
let logBuckets = 0;

/**
 * A field log on `target` ('folder' or 'bucket'; `s3`: the local S3 server's `{ endpoint }`, for a bucket):
 * `add(random, sent)` writes a page load's batch as the collector logs it, with the log's mess; `deliver(from)` makes
 * what was added since the last delivery readable (`from`: when its page loads began); `reading(read)` runs a reading
 * of it; `source` is what canary-step's --log names.
 */
export async function fieldLogOf(target, s3) {
  if (target === 'folder') {
    const file = writeLog([]);
    let lines = [];
    return {
      source: file,
      add: (random, sent) => lines.push(...withLogMess(random, collectorLines(sent))),
      deliver: async () => {
        if (lines.length) appendFileSync(file, `${lines.join('\n')}\n`);
        lines = [];
      },
      reading: (read) => read(),
    };
  }
  if (target !== 'bucket') throw new Error(`${target}: not a target (folder, bucket)`);
  if (!s3?.endpoint) throw new Error('a field log in a bucket needs the local S3 server: pass localS3()');
  const bucket = `field-logs-${(logBuckets += 1)}`;
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  let lines = [];
  return {
    source: `s3://${bucket}/${PREFIX}`,
    // The page's own request is in the distribution's log too, before its batch: no event, passed over.
    add: (random, sent) =>
      lines.push(
        accessLogLine({ at: sent.receivedAt, method: 'GET', uri: '/pricing', status: 200 }),
        ...withAccessLogMess(random, sent, batchAccessLine),
      ),
    // An object for each delivery, named for the hour and minute its page loads began in: keys sort in time order.
    // CloudFront delivers nothing for a time with no request.
    deliver: async (from) => {
      if (!lines.length) return;
      const Key = accessLogKey(PREFIX, from, new Date(from).toISOString().slice(14, 16));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: gzipSync(`${lines.join('\n')}\n`) }));
      lines = [];
    },
    reading: async (read) => {
      const before = process.env.AWS_ENDPOINT_URL;
      process.env.AWS_ENDPOINT_URL = s3.endpoint;
      try {
        return await read();
      } finally {
        if (before === undefined) delete process.env.AWS_ENDPOINT_URL;
        else process.env.AWS_ENDPOINT_URL = before;
      }
    },
  };
}
