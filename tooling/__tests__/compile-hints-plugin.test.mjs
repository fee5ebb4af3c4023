import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompileHintsPlugin } from '../compile-hints-plugin.js';
import { buildWithRspack } from './support/build-with-rspack.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Code that minifies to about `kilobytes` KB, all of it kept: functions, each logging its own text, and their calls. */
const codeOfSize = (kilobytes) =>
  Array.from(
    { length: kilobytes * 10 },
    (_, i) => `export function part${i}() { console.log('part ${i} ${'x'.repeat(60)}'); }\npart${i}();`,
  ).join('\n');

/** An app whose entry starts big, with a lazily loaded chunk of its own, a small one, and one of a vendor SDK. */
function writeApp(dir) {
  const sdk = path.join(dir, 'node_modules/big-sdk');
  mkdirSync(sdk, { recursive: true });
  writeFileSync(path.join(sdk, 'index.js'), codeOfSize(12));
  writeFileSync(path.join(sdk, 'package.json'), JSON.stringify({ name: 'big-sdk', main: 'index.js' }));
  writeFileSync(path.join(dir, 'feature.js'), codeOfSize(12));
  writeFileSync(path.join(dir, 'tiny.js'), `export const tiny = () => console.log('tiny');`);
  writeFileSync(
    path.join(dir, 'index.js'),
    `${codeOfSize(12)}
     import(/* webpackChunkName: "feature" */ './feature.js').then((m) => console.log(m));
     import(/* webpackChunkName: "tiny" */ './tiny.js').then((m) => m.tiny());
     import(/* webpackChunkName: "sdk" */ 'big-sdk').then((m) => console.log(m));`,
  );
}

const build = (dir) =>
  buildWithRspack(dir, {
    entry: { main: './index.js' },
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    plugins: [new CompileHintsPlugin({ minBytes: 8 * 1024, skipPackages: ['big-sdk'] })],
  });

test('big chunks start with V8’s compile hint; small ones and a skipped package’s do not, and names follow the content', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  try {
    writeApp(dir);
    await build(dir);
    const files = readdirSync(path.join(dir, 'dist'));
    const chunk = (name) => {
      const file = files.find((candidate) => candidate.startsWith(`${name}.`));
      assert.ok(file, `${name} chunk missing from ${files.join(', ')}`);
      return readFileSync(path.join(dir, 'dist', file), 'utf8');
    };
    assert.ok(chunk('main').startsWith(HINT), 'the entry chunk');
    assert.ok(chunk('feature').startsWith(HINT), 'a lazily loaded chunk of the app');
    assert.ok(!chunk('tiny').includes('allFunctionsCalledOnLoad'), 'a chunk under the size');
    assert.ok(!chunk('sdk').includes('allFunctionsCalledOnLoad'), 'the skipped package');
    // The entry names the chunks it loads by their final names (the hint is in before the hashes settle).
    for (const name of ['feature', 'tiny', 'sdk']) {
      const hash = files.find((candidate) => candidate.startsWith(`${name}.`)).split('.')[1];
      assert.ok(chunk('main').includes(hash), `main knows ${name}'s hash`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
