// An S3-compatible bucket on this machine (s3rver), for the release tool's and the read-outs' tests and the bucket
// smoke test: the same requests as a real bucket, nothing leaves the machine.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * Starts the server on a free loopback port, with `buckets` made. The AWS SDK in this process then signs with the
 * key pair s3rver accepts (a real bucket's come from the deployer's environment).
 * @param {{ buckets?: string[], name?: string }} [options]  name: what its storage folder is called after
 * @returns {Promise<{ endpoint: string, directory: string, close: () => Promise<void> }>}  directory: where it stores
 */
export async function startLocalBucket({ buckets = [], name = 's3rver' } = {}) {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((bucket) => ({ name: bucket })),
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, directory, close: () => server.close() };
}
