import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LENT_FEDERATION_EXPORTS } from '../lend-federation-modules.js';

const BORROWED_BUNDLER_RUNTIME = new URL('../borrowed-bundler-runtime.js', import.meta.url);
const fromShared = createRequire(new URL('../', import.meta.url));
const fromRuntimeTools = createRequire(fromShared.resolve('@module-federation/runtime-tools'));
const bundlerRuntimeEntry = esModuleEntryOf('@module-federation/webpack-bundler-runtime');

// What a production remote's federation runtime bundles (the runtime core is lent whole): the runtime
// package, its bundler runtime as borrowed-bundler-runtime.js makes it, and the one bundler-runtime file
// the shell does not have.
const REMOTE_RUNTIME_FILES = [
  ...esModuleFilesOf(path.dirname(fromRuntimeTools.resolve('@module-federation/runtime'))),
  BORROWED_BUNDLER_RUNTIME.pathname,
  path.join(path.dirname(bundlerRuntimeEntry), 'initContainerEntry.js'),
];

/** The package's `import` entry, the one Rspack bundles (require.resolve would give its CommonJS build). */
function esModuleEntryOf(packageName) {
  const packageJson = fromShared.resolve(`${packageName}/package.json`);
  return path.join(path.dirname(packageJson), JSON.parse(readFileSync(packageJson, 'utf8')).exports['.'].import.default);
}

function esModuleFilesOf(dist) {
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, file));
}

function namesImported(files, from) {
  const pattern = new RegExp(`import \\{([^}]*)\\} from ["']${from}["']`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((match) => match[1].split(',').map((name) => name.trim().split(' as ')[0])),
  );
}

test('the shell lends every name a remote runtime imports from the packages it borrows', () => {
  for (const [lentPackage, lentNames] of Object.entries(LENT_FEDERATION_EXPORTS)) {
    const needed = new Set(namesImported(REMOTE_RUNTIME_FILES, lentPackage).filter(Boolean));
    assert.ok(needed.size > 0, `${lentPackage} is imported by a remote's runtime`);
    assert.deepEqual(
      [...needed].filter((name) => !lentNames.includes(name)),
      [],
      `${lentPackage}: names a remote needs but is not lent`,
    );
  }
});

test("a remote's borrowed bundler runtime has every part of the package's own, with state of its own", async () => {
  const { default: own } = await import(pathToFileURL(bundlerRuntimeEntry).href);
  const { default: borrowed } = await import(BORROWED_BUNDLER_RUNTIME.href);
  assert.deepEqual(Object.keys(borrowed).sort(), Object.keys(own).sort());
  assert.deepEqual(Object.keys(borrowed.bundlerRuntime).sort(), Object.keys(own.bundlerRuntime).sort());
  for (const [part, value] of Object.entries(borrowed.bundlerRuntime)) {
    assert.equal(typeof value, typeof own.bundlerRuntime[part], `bundlerRuntime.${part}`);
  }
  assert.notEqual(borrowed.bundlerRuntime.S, own.bundlerRuntime.S, 'its own share scopes');
  assert.notEqual(borrowed.bundlerRuntimeOptions, own.bundlerRuntimeOptions, 'its own options');
});
