// An S3-compatible bucket on this machine (s3rver), for the release tool's and the read-outs' tests and the bucket
// smoke test: the same requests as a real bucket, nothing leaves the machine.
import { mkdtempSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  readsBackWhatItWrote(server.store);
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, directory, close: () => server.close() };
}

/**
 * A bucket reads back what a finished PUT wrote, and a PUT replaces an object whole. s3rver answers a PUT before its
 * file has every byte, and two PUTs of one key write into the same file, so a GET could read a lock or remotes.json
 * short or mixed on a busy machine. Here each PUT writes its own file and renames it over the object's before it
 * answers: the last PUT wins whole, as on a real bucket.
 * @param {{ putObject: (object: any) => Promise<{ size: number, md5: string }>, getResourcePath: (bucket: string, key: string, resource: string) => string, putMetadata: (bucket: string, key: string, metadata: object, md5: string) => Promise<void> }} store
 */
function readsBackWhatItWrote(store) {
  let writes = 0;
  store.putObject = async (object) => {
    const content = await wholeBody(object.content);
    const md5 = createHash('md5').update(content).digest('hex');
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    const whileWriting = `${file}.${process.pid}-${(writes += 1)}.writing`;
    await writeFile(whileWriting, content);
    await rename(whileWriting, file);
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}

/** @param {Buffer | AsyncIterable<Buffer>} content */
async function wholeBody(content) {
  if (Buffer.isBuffer(content)) return content;
  const chunks = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}
