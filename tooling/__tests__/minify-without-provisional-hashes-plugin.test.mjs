import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MinifyWithoutProvisionalHashesPlugin } from '../minify-without-provisional-hashes-plugin.js';
import { buildWithRspack } from './support/build-with-rspack.mjs';

const HASH_LENGTH = 10;

/** Notes each script as the minifier gets it (it runs at the next stage), and every chunk's provisional hashes. */
class MinifierInputSpy {
  scripts = {};
  provisionalHashes = [];
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('MinifierInputSpy', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MinifierInputSpy', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        for (const asset of compilation.getAssets()) this.scripts[asset.name] = asset.source.source().toString();
        for (const chunk of compilation.chunks)
          for (const hash of Object.values(chunk.contentHash ?? {})) this.provisionalHashes.push(hash.slice(0, HASH_LENGTH));
      });
    });
  }
}

/** An entry that loads a chunk by a hashed file name; the files built, and what the minifier was given. */
async function buildWithLazyChunk(plugins) {
  const dir = mkdtempSync(path.join(tmpdir(), 'provisional-hashes-'));
  writeFileSync(path.join(dir, 'index.js'), `import(/* webpackChunkName: "later" */ './later').then(({ run }) => run());`);
  writeFileSync(path.join(dir, 'later.js'), `export const run = () => globalThis.steps.push('later');`);
  const spy = new MinifierInputSpy();
  try {
    await buildWithRspack(dir, {
      entry: { main: './index.js' },
      filename: `[name].[contenthash:${HASH_LENGTH}].js`,
      chunkFilename: `[name].[contenthash:${HASH_LENGTH}].js`,
      plugins: [...plugins, spy],
    });
    const dist = path.join(dir, 'dist');
    const files = Object.fromEntries(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));
    return { files, spy };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const provisionalHashesIn = (spy) =>
  Object.values(spy.scripts).flatMap((text) => spy.provisionalHashes.filter((hash) => text.includes(hash)));

test("the minifier is given no provisional hash, and the built entry names the chunk's final file", async () => {
  const { files, spy } = await buildWithLazyChunk([new MinifyWithoutProvisionalHashesPlugin()]);
  assert.ok(spy.provisionalHashes.length > 0, 'the build had provisional hashes to keep out');
  assert.deepEqual(provisionalHashesIn(spy), []);
  const later = Object.keys(files).find((file) => file.startsWith('later.'));
  const entry = Object.keys(files).find((file) => file.startsWith('main.'));
  assert.ok(later && entry, `built ${Object.keys(files).join(', ')}`);
  assert.ok(files[entry].includes(later), `the entry names ${later}, the chunk's file as built`);
});

test('without the plugin the minifier is given the provisional hashes', async () => {
  const { spy } = await buildWithLazyChunk([]);
  assert.notDeepEqual(provisionalHashesIn(spy), []);
});
