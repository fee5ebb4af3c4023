// The bucket target against a local S3 server (s3rver), as it would run against a real bucket.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalBucket } from '@callvera/local-servers/local-bucket';
import { bucketStore, IMMUTABLE, readObject, REVALIDATE } from '../bucket-store.mjs';
import { list, publish, rollback } from '../releases.mjs';

const BUCKET = 'callvera-site';
let server;
let endpoint;

before(async () => {
  server = await startLocalBucket({ buckets: [BUCKET] });
  endpoint = server.endpoint;
});
after(() => server?.close());

let prefixes = 0;
/** Each test its own app prefix, so their releases do not meet. */
const newTarget = (options = {}) => bucketStore({ bucket: BUCKET, prefix: `app-${(prefixes += 1)}`, endpoint, ...options });
const at = (day) => new Date(`2026-11-${String(day).padStart(2, '0')}T10:00:00Z`);

function remoteBuild(version) {
  const dist = mkdtempSync(path.join(tmpdir(), `build-${version}-`));
  const chunk = `page.${version.replaceAll('.', '')}.js`;
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'annual-first'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `// entry ${version} loads ${chunk}`);
  writeFileSync(path.join(dist, 'annual-first', 'index.html'), `<p>annual first ${version}</p>`);
  writeFileSync(path.join(dist, 'assets', chunk), `// chunk of ${version}`);
  // The build's compressed copies, which nginx sends as they are.
  writeFileSync(path.join(dist, 'assets', `${chunk}.br`), `brotli of ${chunk}`);
  writeFileSync(path.join(dist, 'assets', `${chunk}.gz`), `gzip of ${chunk}`);
  writeFileSync(path.join(dist, 'assets', `style.${version.replaceAll('.', '')}.css`), `/* ${version} */`);
  return dist;
}

test('hashed files go up immutable, swapped files no-cache, each with its content type; old chunks stay', async () => {
  const target = newTarget();
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.0.0'), store: target, now: at(1) });
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.1.0'), store: target, now: at(2) });

  const entry = await readObject(target, 'remoteEntry.js');
  assert.match(entry.body, /entry 1.1.0/);
  assert.equal(entry.cacheControl, REVALIDATE);
  assert.equal(entry.contentType, 'text/javascript; charset=utf-8');
  const manifest = await readObject(target, 'mf-manifest.json');
  assert.equal(manifest.contentType, 'application/json; charset=utf-8');
  assert.equal(manifest.cacheControl, REVALIDATE);
  const variant = await readObject(target, 'annual-first/index.html');
  assert.equal(variant.body, '<p>annual first 1.1.0</p>');
  assert.equal(variant.contentType, 'text/html; charset=utf-8');
  for (const file of ['assets/page.100.js', 'assets/page.110.js']) {
    const chunk = await readObject(target, file);
    assert.equal(chunk.cacheControl, IMMUTABLE, file);
    assert.equal(chunk.contentType, 'text/javascript; charset=utf-8');
  }
  assert.equal((await readObject(target, 'assets/style.110.css')).contentType, 'text/css; charset=utf-8');
});

test('the build’s compressed copies stay out of the bucket: an object is sent as stored, and CloudFront compresses', async () => {
  const target = newTarget();
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.0.0'), store: target, now: at(1) });
  assert.match((await readObject(target, 'assets/page.100.js')).body, /chunk of 1.0.0/);
  for (const copy of ['assets/page.100.js.br', 'assets/page.100.js.gz']) {
    await assert.rejects(readObject(target, copy), (error) => error.name === 'NoSuchKey', copy);
  }
});

test('rollback on the bucket returns to the release live before, across publish → rollback → publish → rollback', async () => {
  const target = newTarget();
  const first = await publish({ app: 'mfe-pricing', dist: remoteBuild('1.0.0'), store: target, now: at(1) });
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.1.0'), store: target, now: at(2) });
  assert.equal(await rollback({ store: target }), first);
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.2.0'), store: target, now: at(3) });
  assert.equal(await rollback({ store: target }), first);
  const entry = await readObject(target, 'remoteEntry.js');
  assert.match(entry.body, /entry 1.0.0/);
  assert.equal(entry.cacheControl, REVALIDATE, 'a rolled-back file is revalidated too');
  assert.equal((await readObject(target, 'annual-first/index.html')).body, '<p>annual first 1.0.0</p>');
  // Another machine sees the same history: it is in the bucket.
  const elsewhere = bucketStore({ bucket: BUCKET, prefix: `app-${prefixes}`, endpoint });
  assert.deepEqual((await list({ store: elsewhere })).live, [first]);
  await assert.rejects(rollback({ store: elsewhere }), /no earlier release/);
});

test('a second publish while one runs is refused', async () => {
  const target = newTarget();
  const build = remoteBuild('1.0.0');
  const results = await Promise.allSettled([
    publish({ app: 'mfe-pricing', dist: build, store: target, now: at(1) }),
    publish({ app: 'mfe-pricing', dist: build, store: target, now: at(2) }),
  ]);
  assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
  assert.match(results.find((result) => result.status === 'rejected').reason.message, /Another release is running/);
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.1.0'), store: target, now: at(3) });
  assert.equal((await list({ store: target })).live.length, 2, 'the lock is released after each publish');
});

test('a failure mid-upload leaves the live release and its history intact', async () => {
  for (let uploads = 0; ; uploads += 1) {
    const target = newTarget();
    await publish({ app: 'mfe-pricing', dist: remoteBuild('1.0.0'), store: target, now: at(1) });
    const before = { entry: await readObject(target, 'remoteEntry.js'), history: await list({ store: target }) };
    // The connection drops after `uploads` object writes of the next publish.
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    let writes = 0;
    let failed = false;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const isWrite = ['PutObjectCommand', 'CopyObjectCommand'].includes(context.commandName) && !args.input.Key.endsWith('/lock');
        if (isWrite && (writes += 1) > uploads) {
          failed = true;
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    const failing = bucketStore({ bucket: BUCKET, prefix: `app-${prefixes}`, client });
    await publish({ app: 'mfe-pricing', dist: remoteBuild('1.1.0'), store: failing, now: at(2) }).catch((error) =>
      assert.match(error.message, /socket hang up/),
    );
    if (!failed) break; // the publish needed fewer writes: every point before the swap has been tried
    const history = await list({ store: target });
    if (history.live.length === before.history.live.length) {
      assert.deepEqual(await readObject(target, 'remoteEntry.js'), before.entry, `after failing at write ${uploads + 1}`);
      assert.deepEqual(history, before.history);
    } else {
      // Failed while swapping: the history already names the new release, and a rollback restores the old one.
      assert.equal(await rollback({ store: target }), before.history.current);
      assert.deepEqual(await readObject(target, 'remoteEntry.js'), before.entry);
    }
    await publish({ app: 'mfe-pricing', dist: remoteBuild('1.2.0'), store: target, now: at(3) });
    assert.match((await readObject(target, 'remoteEntry.js')).body, /entry 1.2.0/, 'the lock was released');
  }
});

test('a bad version is refused before anything is uploaded', async () => {
  const target = newTarget();
  const dist = remoteBuild('1.0.0');
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '../../shell' } } }));
  await assert.rejects(publish({ app: 'mfe-pricing', dist, store: target }), /needs a semantic version/);
  assert.deepEqual((await list({ store: target })).releases, []);
});

test('a live lock object stops a publish; the bucket keeps it out of what is served', async () => {
  const target = newTarget();
  await target.client.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: target.state('lock'),
      Body: JSON.stringify({ by: 'pid 1 on ci', at: Date.now(), token: 'x' }),
    }),
  );
  await assert.rejects(publish({ app: 'mfe-pricing', dist: remoteBuild('1.0.0'), store: target }), /Another release is running/);
  assert.ok(target.state('lock').startsWith('_releases/'));
});

test("a remote's pages go into the shell's prefix with it; its rollback puts back the shell's own", async () => {
  const shell = newTarget();
  const shellDist = mkdtempSync(path.join(tmpdir(), 'shell-'));
  mkdirSync(path.join(shellDist, 'pricing'));
  writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.0.0' } } }));
  writeFileSync(path.join(shellDist, 'pricing', 'index.html'), 'pricing by shell 1.0.0');
  await publish({ app: 'shell', dist: shellDist, store: shell, now: at(1) });

  const pricing = newTarget();
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.0.0'), store: pricing, now: at(2) });
  const pages = { store: shell, texts: { 'pricing/index.html': 'pricing page 1.1.0' } };
  await publish({ app: 'mfe-pricing', dist: remoteBuild('1.1.0'), store: pricing, pages, now: at(3) });
  const served = await readObject(shell, 'pricing/index.html');
  assert.equal(served.body, 'pricing page 1.1.0');
  assert.equal(served.cacheControl, REVALIDATE);
  assert.equal(served.contentType, 'text/html; charset=utf-8');

  await rollback({ store: pricing });
  assert.equal((await readObject(shell, 'pricing/index.html')).body, 'pricing by shell 1.0.0');
  assert.match((await readObject(pricing, 'remoteEntry.js')).body, /entry 1.0.0/);
});
