import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { RenderChunkInEntryPlugin } from '../render-chunk-in-entry-plugin.js';
import { buildWithRspack } from './support/build-with-rspack.mjs';

/** A host whose entry notes itself, then imports its React part as the chunk `chunkName`, which notes itself too. */
async function buildHost({ chunkName, plugins }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'render-chunk-'));
  writeFileSync(
    path.join(dir, 'index.js'),
    `globalThis.steps.push('entry');
import(/* webpackChunkName: "${chunkName}" */ './render').then(({ render }) => render());`,
  );
  writeFileSync(path.join(dir, 'render.js'), `export const render = () => globalThis.steps.push('render');`);
  try {
    await buildWithRspack(dir, { entry: { main: './index.js' }, filename: '[name].js', chunkFilename: '[name].js', plugins });
    const dist = path.join(dir, 'dist');
    return Object.fromEntries(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A page that notes every script the bundle adds (a file asked for) instead of loading it; the bundle's timers never
 * fire, so a file asked for is not given up on after the test.
 */
function page() {
  const context = { steps: [], console, setTimeout: () => 0, clearTimeout: () => {} };
  const element = { setAttribute() {}, parentNode: null };
  context.location = { href: 'https://site.example/' };
  context.document = {
    currentScript: { tagName: 'SCRIPT', src: 'https://site.example/main.js' },
    createElement: () => ({ ...element }),
    getElementsByTagName: () => [],
    head: { appendChild: (script) => context.steps.push(`asked ${script.src}`) },
  };
  context.window = context.self = context;
  return context;
}

const plugin = new RenderChunkInEntryPlugin({ entryChunk: 'main', renderChunk: 'bootstrap' });

test("the render chunk is written into the entry's file, and the entry's import of it asks for no file", async () => {
  const files = await buildHost({ chunkName: 'bootstrap', plugins: [plugin] });
  assert.deepEqual(Object.keys(files), ['main.js']);
  const context = page();
  vm.runInNewContext(files['main.js'], context);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(context.steps, ['entry', 'render']);
});

test('without the plugin the import asks for the chunk: the file it saves', async () => {
  const files = await buildHost({ chunkName: 'bootstrap', plugins: [] });
  assert.deepEqual(Object.keys(files).sort(), ['bootstrap.js', 'main.js']);
  const context = page();
  vm.runInNewContext(files['main.js'], context);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(context.steps, ['entry', 'asked https://site.example/bootstrap.js']);
});

test('an entry whose import names no render chunk fails the build, naming the chunk', async () => {
  await assert.rejects(
    buildHost({ chunkName: 'react-part', plugins: [plugin] }),
    /RenderChunkInEntryPlugin: the build has no script of a chunk named "bootstrap"/,
  );
});
