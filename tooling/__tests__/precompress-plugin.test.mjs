import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PrecompressPlugin } from '../precompress-plugin.js';
import { buildWithRspack } from './support/build-with-rspack.mjs';

/** Minified code of about `kilobytes` KB that compresses well, as an app's code does. */
const codeOfSize = (kilobytes) =>
  Array.from(
    { length: kilobytes * 10 },
    (_, i) => `export function part${i}() { console.log('part ${i} of the page'); }\npart${i}();`,
  ).join('\n');

/** An app like ours: an unhashed entry beside hashed chunks under assets/, one of them too small to gain. */
function build(dir) {
  writeFileSync(path.join(dir, 'big.js'), codeOfSize(20));
  writeFileSync(path.join(dir, 'tiny.js'), `export const tiny = () => console.log('tiny');`);
  writeFileSync(
    path.join(dir, 'index.js'),
    `${codeOfSize(20)}
     import(/* webpackChunkName: "big" */ './big.js').then((m) => console.log(m));
     import(/* webpackChunkName: "tiny" */ './tiny.js').then((m) => m.tiny());`,
  );
  return buildWithRspack(dir, {
    entry: { remoteEntry: './index.js' },
    filename: '[name].js',
    chunkFilename: 'assets/[name].[contenthash:8].js',
    plugins: [new PrecompressPlugin()],
  });
}

test('hashed files get a Brotli and a gzip copy of their exact bytes; unhashed and tiny files get none', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  try {
    await build(dir);
    const dist = path.join(dir, 'dist');
    const assets = readdirSync(path.join(dist, 'assets'));
    const big = assets.find((file) => /^big\.\w+\.js$/.test(file));
    assert.ok(big, `no big chunk in ${assets.join(', ')}`);
    const original = readFileSync(path.join(dist, 'assets', big));
    const brotli = readFileSync(path.join(dist, 'assets', `${big}.br`));
    const gzip = readFileSync(path.join(dist, 'assets', `${big}.gz`));
    assert.deepEqual(brotliDecompressSync(brotli), original);
    assert.deepEqual(gunzipSync(gzip), original);
    assert.ok(brotli.length < gzip.length, `Brotli ${brotli.length} B is smaller than gzip ${gzip.length} B`);

    const tiny = assets.find((file) => /^tiny\.\w+\.js$/.test(file));
    assert.ok(tiny, `no tiny chunk in ${assets.join(', ')}`);
    assert.deepEqual(
      assets.filter((file) => file.startsWith(`${tiny}.`)),
      [],
      'a file that would save less than 1 KB',
    );
    // The entry is rewritten by each release under the same name: a copy beside it could go stale.
    assert.deepEqual(
      readdirSync(dist).filter((file) => file.startsWith('remoteEntry.js.')),
      [],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
