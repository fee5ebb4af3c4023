import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { StartAfterYieldPlugin } from '../start-after-yield-plugin.js';
import { buildWithRspack } from './support/build-with-rspack.mjs';

const TOOLING_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url));

/** Written into the entry from its source: it may use only its argument and the page. */
function noteFirst(mark) {
  globalThis.steps.push(`first ${mark}`);
}

/** A federation host whose start-up notes itself, as the shell's start-up is its entry's modules. */
async function buildHost({ federated = true, plugins, devtool = false, read = 'main.js' }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'start-after-yield-'));
  writeFileSync(path.join(dir, 'index.js'), `globalThis.steps.push('start-up');`);
  try {
    await buildWithRspack(dir, {
      entry: { main: './index.js' },
      devtool,
      filename: '[name].js',
      chunkFilename: '[name].js',
      resolve: { modules: [TOOLING_MODULES, 'node_modules'] },
      plugins: [
        ...(federated
          ? [
              new ModuleFederationPlugin({
                name: 'host',
                remotes: {},
                dts: false,
                manifest: false,
                experiments: { asyncStartup: true, optimization: { target: 'web' } },
              }),
            ]
          : []),
        ...plugins,
      ],
    });
    const file = readdirSync(path.join(dir, 'dist')).find((name) => name === read);
    assert.ok(file, `the build wrote no ${read}`);
    return readFileSync(path.join(dir, 'dist', file), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page that keeps the tasks the script queues, to run them when the test says; with or without scheduler.postTask. */
function page({ postTask }) {
  const tasks = [];
  const document = { currentScript: { tagName: 'SCRIPT', src: 'https://site.example/main.js' }, getElementsByTagName: () => [] };
  const context = { steps: [], tasks, console, document, location: { href: 'https://site.example/' } };
  context.window = context.self = document.defaultView = context;
  context.setTimeout = (run) => tasks.push({ run, how: 'timer' });
  if (postTask) context.scheduler = { postTask: (run, options) => tasks.push({ run, how: `postTask ${options.priority}` }) };
  return context;
}

async function runNextTask(context) {
  context.tasks.shift().run();
  await new Promise((resolve) => setImmediate(resolve));
}

const plugin = new StartAfterYieldPlugin({ call: noteFirst, args: ['callvera-entry-runs'] });

for (const { postTask, how } of [
  { postTask: true, how: 'postTask user-blocking' },
  { postTask: false, how: 'timer' },
]) {
  test(`the entry's task calls what the app wants first and ends; the start-up runs in the next task (${how})`, async () => {
    const context = page({ postTask });
    vm.runInNewContext(await buildHost({ plugins: [plugin] }), context);
    assert.deepEqual(context.steps, ['first callvera-entry-runs']);
    assert.deepEqual(
      context.tasks.map((task) => task.how),
      [how],
    );
    await runNextTask(context);
    assert.deepEqual(context.steps, ['first callvera-entry-runs', 'start-up']);
  });
}

test('without the plugin the start-up runs in the task that evaluates the entry (what it is there to split)', async () => {
  const context = page({ postTask: true });
  vm.runInNewContext(await buildHost({ plugins: [] }), context);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(context.steps, ['start-up']);
  assert.deepEqual(context.tasks, []);
});

test("the entry keeps its source map, so a profile of the start-up names the app's modules", async () => {
  const map = JSON.parse(await buildHost({ plugins: [plugin], devtool: 'source-map', read: 'main.js.map' }));
  assert.ok(
    map.sources.some((source) => source.endsWith('index.js')),
    `the map names ${map.sources.join(', ')}`,
  );
});

test('an entry without the start-up call federation wraps fails the build, naming the file', async () => {
  await assert.rejects(
    buildHost({ federated: false, plugins: [plugin] }),
    /main\.js holds 0 start-up calls \(var __webpack_exports__ = __webpack_require__\.x\(\);\) where StartAfterYieldPlugin defers one/,
  );
});
