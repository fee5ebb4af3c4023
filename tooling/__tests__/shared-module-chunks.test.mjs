import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { sharedModuleChunks } from '../shared-dependencies.mjs';

const shellDir = fileURLToPath(new URL('../../shell/', import.meta.url));
const fromShell = createRequire(`${shellDir}package.json`);
const fromReactDom = createRequire(fromShell.resolve('react-dom/package.json'));
const groups = sharedModuleChunks(shellDir);

/** The groups the bundler would put the file's module in. */
const groupsOf = (file) =>
  Object.values(groups)
    .filter((group) => group.test({ nameForCondition: () => file }))
    .map((group) => group.name);

test('React, React DOM with its scheduler, and zustand, as the shell resolves them, share one file', () => {
  const files = [
    fromShell.resolve('react'),
    fromShell.resolve('react/jsx-runtime'),
    fromShell.resolve('react-dom/client'),
    fromReactDom.resolve('scheduler'),
    fromShell.resolve('zustand'),
    fromShell.resolve('zustand/vanilla'),
  ];
  for (const file of files) assert.deepEqual(groupsOf(file), ['shared-packages'], file);
});

test('our stateful shared modules share another file', () => {
  for (const subpath of ['site-config-context', 'navigation', 'toast', 'demo-call']) {
    const file = fromShell.resolve(`@callvera/shared/${subpath}`);
    assert.deepEqual(groupsOf(file), ['shared-state'], file);
  }
});

test('what only the call bar uses, fetched with its first call, stays out of the start-up files', () => {
  for (const subpath of ['demo-agents', 'call-timer']) {
    const file = fromShell.resolve(`@callvera/shared/${subpath}`);
    assert.deepEqual(groupsOf(file), [], file);
  }
});

test('the shell’s own code and the packages it does not share stay out of both', () => {
  for (const file of [`${shellDir}src/bootstrap.tsx`, fromShell.resolve('react-router'), fromShell.resolve('react-error-boundary')]) {
    assert.deepEqual(groupsOf(file), [], file);
  }
});
