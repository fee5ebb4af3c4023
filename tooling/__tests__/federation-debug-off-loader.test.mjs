import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import federationDebugOffLoader from '../federation-debug-off-loader.cjs';
import { buildWithRspack } from './support/build-with-rspack.mjs';

const TOOLING_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));

/** An app that asks the federation SDK what the runtime asks as it starts, and keeps the answers. */
function writeApp(dir) {
  writeFileSync(
    path.join(dir, 'index.js'),
    `import { isDebugMode, isBrowserEnv, getProcessEnv } from '@module-federation/sdk';
     globalThis.answers = { debug: isDebugMode(), browser: isBrowserEnv(), processEnv: typeof getProcessEnv() };`,
  );
}

/**
 * Runs the built app in a page whose storage turns the federation debug mode on, counting each time the page's
 * storage is reached for.
 */
function runInPage(dir) {
  const page = { document: {}, console, storageReads: 0 };
  page.window = page;
  const storage = { getItem: (key) => (key === 'FEDERATION_DEBUG' ? '1' : null) };
  Object.defineProperty(page, 'localStorage', { get: () => (page.storageReads++, storage) });
  const file = readdirSync(path.join(dir, 'dist')).find((name) => name.startsWith('main.'));
  vm.runInNewContext(readFileSync(path.join(dir, 'dist', file), 'utf8'), page);
  return page;
}

async function buildAndRun(rules) {
  const dir = mkdtempSync(path.join(tmpdir(), 'federation-debug-off-'));
  try {
    writeApp(dir);
    await buildWithRspack(dir, {
      entry: { main: './index.js' },
      filename: '[name].js',
      chunkFilename: '[name].js',
      module: { rules },
      resolve: { modules: [TOOLING_MODULES, 'node_modules'] },
    });
    return runInPage(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('with the rule, the SDK answers that debug mode is off without opening the page’s storage, and its other checks still answer', async () => {
  const page = await buildAndRun([federationDebugOffLoader.federationDebugOffRule]);
  assert.deepEqual({ ...page.answers }, { debug: false, browser: true, processEnv: 'object' });
  assert.equal(page.storageReads, 0);
});

test('without it, the same app opens the storage to ask (what the rule is there to spare)', async () => {
  const page = await buildAndRun([]);
  assert.deepEqual({ ...page.answers }, { debug: true, browser: true, processEnv: 'object' });
  assert.ok(page.storageReads > 0, 'the storage was read');
});

test('an SDK whose env module no longer defines isDebugMode fails the build, naming the file', () => {
  const errors = [];
  const context = { resourcePath: '/x/@module-federation/sdk/dist/env.js', emitError: (error) => errors.push(error.message) };
  federationDebugOffLoader.call(context, 'export function isDebugModeEnabled() { return false; }');
  assert.deepEqual(errors, [
    '/x/@module-federation/sdk/dist/env.js no longer defines isDebugMode: federation-debug-off-loader.cjs has nothing to replace',
  ]);
});
