import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import reactRouterUnusedPartsLoader from '../react-router-unused-parts-loader.cjs';
import { moduleResolution } from '../app-config/module-resolution.mjs';
import { buildWithRspack } from './support/build-with-rspack.mjs';
import { folderOf } from './support/file-tree.mjs';

// The shell is the app that bundles React Router: the test builds against its copy, found as a production build finds it.
const SHELL_DIR = fileURLToPath(new URL('../../shell', import.meta.url));
const RESOLVE = {
  ...moduleResolution({ appDir: SHELL_DIR, alias: {}, production: true, borrowsRuntime: false }),
  modules: [path.join(SHELL_DIR, 'node_modules'), 'node_modules'],
};

/** What the shell uses of React Router: the declarative router and its hooks, never Form or NavLink. */
const APP = `
  import { createElement as h } from 'react';
  import { renderToString } from 'react-dom/server';
  import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
  function Page() {
    const { pathname } = useLocation();
    useNavigate();
    return h('p', null, 'Page at ' + pathname);
  }
  globalThis.rendered = renderToString(
    h(MemoryRouter, { initialEntries: ['/pricing'] }, h(Routes, null, h(Route, { path: '/pricing', element: h(Page) }))),
  );
`;

/** Builds the app with `rules`; its file's text, and what it rendered when run. */
async function buildAndRun(rules) {
  const dir = folderOf({ 'index.js': APP });
  try {
    await buildWithRspack(dir, {
      entry: { main: './index.js' },
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      module: { rules },
      resolve: RESOLVE,
    });
    const file = path.join(dir, 'dist', 'main.cjs');
    // In a process of its own, ended once the page is rendered: React's scheduler keeps a message channel open.
    const run = `require(${JSON.stringify(file)}); process.stdout.write(globalThis.rendered); process.exit(0);`;
    return { code: readFileSync(file, 'utf8'), rendered: execFileSync(process.execPath, ['-e', run], { encoding: 'utf8' }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Form's submission encodings: no other part of React Router names them.
const FORM_CODE = /multipart\/form-data|application\/x-www-form-urlencoded/;

test('with the rule, an app of the declarative router carries no Form code, is more than 10 KB smaller, and still routes', async () => {
  const [withRule, without] = [await buildAndRun([reactRouterUnusedPartsLoader.reactRouterUnusedPartsRule]), await buildAndRun([])];
  assert.match(without.code, FORM_CODE, 'without the rule the unused Form is bundled (what the rule is there to spare)');
  assert.doesNotMatch(withRule.code, FORM_CODE);
  const savedKB = (without.code.length - withRule.code.length) / 1024;
  assert.ok(savedKB > 10, `the rule saved ${savedKB.toFixed(1)} KB as built; more than 10 expected`);
  for (const { rendered } of [withRule, without]) assert.equal(rendered, '<p>Page at /pricing</p>');
});

test('the loader drops only a component’s developer-tools name at the top level', () => {
  const source = [
    'var Link = React10.forwardRef(function Link2() {});',
    'Link.displayName = "Link";',
    'function inner() {',
    '  FetcherForm2.displayName = "fetcher.Form";',
    '}',
    'Link.contextType = RouteContext;',
  ].join('\n');
  assert.equal(
    reactRouterUnusedPartsLoader(source),
    [
      'var Link = React10.forwardRef(function Link2() {});',
      '',
      'function inner() {',
      '  FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'Link.contextType = RouteContext;',
    ].join('\n'),
  );
});
