// Releases the built site into a local S3 server (s3rver) and checks it as the CDN
// would serve it: every object read back with its metadata, every route, the 404
// page, a remote swapped and rolled back. Run after the build (USAGE below).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startLocalBucket } from '@callvera/local-servers/local-bucket';
import { bucketStore, IMMUTABLE, readObject, REVALIDATE } from '@callvera/release/bucket-store';
import { publish, rollback } from '@callvera/release/releases';
import { contentTypeOf } from '@callvera/release/content-types';
import { serveBucket } from '@callvera/local-servers/serve-bucket';
import { PORT_BASE, SITE_APPS, SITE_PATHS } from '@callvera/checkout/site-apps';
import { answerHelp } from '@callvera/checkout/command-usage';

answerHelp(`usage: node scripts/bucket-smoke.mjs   (after npm run build; SITE_PORT_BASE=3300 moves the ports)
Exits 1, naming the check, when one fails.`);

const root = fileURLToPath(new URL('..', import.meta.url));
const BUCKET = 'callvera-site';
const shellOrigin = `http://localhost:${PORT_BASE}`;
const step = (text) => console.log(`› ${text}`);

const s3 = await startLocalBucket({ buckets: [BUCKET], name: 'bucket-smoke' });
const { endpoint } = s3;
const targetOf = (dir) => bucketStore({ bucket: BUCKET, prefix: dir, endpoint });
let stopServing = async () => {};

try {
  step('publish the shell and every remote');
  for (const { dir } of SITE_APPS) await publish({ app: dir, dist: path.join(root, dir, 'dist'), store: targetOf(dir) });

  step('read every object back with its metadata');
  let objects = 0;
  for (const { dir } of SITE_APPS) {
    const target = targetOf(dir);
    const listed = await target.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${dir}/` }));
    for (const { Key } of listed.Contents ?? []) {
      const file = Key.slice(dir.length + 1);
      const object = await readObject(target, file);
      assert.equal(object.contentType, contentTypeOf(file), Key);
      assert.equal(object.cacheControl, file.startsWith('assets/') ? IMMUTABLE : REVALIDATE, Key);
      objects += 1;
    }
  }
  console.log(`  ${objects} objects`);

  stopServing = await serveBucket({ endpoint, bucket: BUCKET });
  step('every route through the CDN rules');
  for (const route of SITE_PATHS) {
    for (const variant of route === '/' ? ['/'] : [route, `${route}/`]) {
      const response = await fetch(`${shellOrigin}${variant}`);
      assert.equal(response.status, 200, variant);
      assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8', variant);
      assert.equal(response.headers.get('cache-control'), REVALIDATE, variant);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, variant);
      for (const { remote, port } of SITE_APPS)
        if (remote)
          assert.match(
            csp,
            new RegExp(`script-src [^;]*http://localhost:${port}[ ;]`),
            `${variant}: the CSP names ${remote}'s origin of this run`,
          );
      assert.match(await response.text(), /<main[\s\S]*<h1/, `${variant} is the prerendered page`);
    }
  }
  step('an unknown path is the 404 page, with 404');
  const missing = await fetch(`${shellOrigin}/no-such-page`);
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), readFileSync(path.join(root, 'shell/dist/404.html'), 'utf8'));

  step('a remote answers the shell with CORS, and its assets are immutable');
  const pricing = SITE_APPS.find((app) => app.dir === 'mfe-pricing');
  const manifestUrl = `http://localhost:${pricing.port}/mf-manifest.json`;
  const manifest = await fetch(manifestUrl, { headers: { origin: shellOrigin } });
  assert.equal(manifest.headers.get('access-control-allow-origin'), shellOrigin);
  const entryChunk = (await manifest.json()).exposes[0].assets.js.sync[0];
  assert.equal((await fetch(`http://localhost:${pricing.port}/${entryChunk}`)).headers.get('cache-control'), IMMUTABLE);

  step('swap pricing for another build, then roll it back');
  const before = await (await fetch(manifestUrl)).text();
  const other = mkdtempSync(path.join(tmpdir(), 'pricing-next-'));
  cpSync(path.join(root, 'mfe-pricing/dist'), other, { recursive: true });
  const nextManifest = JSON.parse(before);
  nextManifest.metaData.buildInfo.buildVersion = '99.0.0';
  writeFileSync(path.join(other, 'mf-manifest.json'), JSON.stringify(nextManifest));
  await publish({ app: 'mfe-pricing', dist: other, store: targetOf('mfe-pricing') });
  assert.equal((await (await fetch(manifestUrl)).json()).metaData.buildInfo.buildVersion, '99.0.0');
  await rollback({ store: targetOf('mfe-pricing') });
  assert.equal(await (await fetch(manifestUrl)).text(), before);
  rmSync(other, { recursive: true, force: true });
  console.log('bucket smoke passed');
} finally {
  await stopServing();
  await s3.close();
  rmSync(s3.directory, { recursive: true, force: true });
}
