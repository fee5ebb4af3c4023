// `npm start`'s servers send a build's hashed files as nginx and the CDN do: the build's Brotli copy to a browser that
// takes Brotli, its gzip copy to one that takes only gzip, the file itself to one that takes neither; files with no
// copy compressed as they go, as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { freePort } from '@callvera/checkout/free-port';

const script = fileURLToPath(new URL('../serve-remote.mjs', import.meta.url));
const config = fileURLToPath(new URL('../serve.json', import.meta.url));
const dist = mkdtempSync(path.join(tmpdir(), 'build-server-'));
const code = Buffer.from(`export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `plan ${i}`))};\n`);
let server;
let port;

/** The raw answer, as the bytes came (fetch would decode them). */
const get = (file, acceptEncoding) =>
  new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get({ host: '127.0.0.1', port, path: file, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

before(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pricing</title>');
  writeFileSync(path.join(dist, 'assets/main.1a2b.js'), code);
  writeFileSync(path.join(dist, 'assets/main.1a2b.js.br'), brotliCompressSync(code));
  writeFileSync(path.join(dist, 'assets/main.1a2b.js.gz'), gzipSync(code));
  // As a build writes them, often within one millisecond: the copies' times are the file's.
  const written = new Date();
  for (const file of ['main.1a2b.js', 'main.1a2b.js.br', 'main.1a2b.js.gz']) utimesSync(path.join(dist, 'assets', file), written, written);
  writeFileSync(path.join(dist, 'remoteEntry.js'), code);
  port = await freePort();
  server = spawn(process.execPath, [script, config, String(port), dist], { stdio: 'ignore' });
  for (;;) {
    const up = await get('/index.html').then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
after(() => server.kill());

test("a browser that takes Brotli gets the build's Brotli copy, typed as the file, and told it varies", async () => {
  const answer = await get('/assets/main.1a2b.js', 'gzip, deflate, br, zstd');
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['content-encoding'], 'br');
  assert.match(answer.headers['content-type'], /javascript/);
  assert.match(answer.headers.vary, /Accept-Encoding/i);
  assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(answer.headers['access-control-allow-origin'], '*');
  assert.deepEqual(answer.body, brotliCompressSync(code));
  assert.equal(Number(answer.headers['content-length']), answer.body.length);
});

test('one that takes only gzip gets the gzip copy; one that takes neither gets the file, with another ETag', async () => {
  const gzip = await get('/assets/main.1a2b.js', 'gzip;q=1.0, identity;q=0.5');
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.deepEqual(gzip.body, gzipSync(code));
  const plain = await get('/assets/main.1a2b.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.body, code);
  const brotli = await get('/assets/main.1a2b.js', 'br');
  assert.notEqual(plain.headers.etag, brotli.headers.etag);
});

test('a file with no copy is compressed as it goes, once', async () => {
  const answer = await get('/remoteEntry.js', 'gzip');
  assert.equal(answer.headers['content-encoding'], 'gzip');
  assert.equal(answer.headers['cache-control'], 'no-cache');
  assert.deepEqual(gunzipSync(answer.body), code);
});
