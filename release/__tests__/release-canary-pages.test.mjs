// A canary's share of a route's page: the live page keeps the stable release's markup and carries the canary's
// as a variant, with its files where the canary is served, so the page's first script shows a canary visitor the
// canary before the first paint; taking the canary out gives the page back as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canaryVariantOf, pageWithCanary, withoutCanary } from '../canary-pages.mjs';
import { experimentOf, PAGE_EXPERIMENT_HEAD, pageExperimentHead } from '@callvera/tooling/prerender/page-experiment-head';

const ORIGIN = 'https://pricing.callvera.ai';
const CANARY_ID = '2026-11-27T09-00-00-000Z_1.1.0';
const CANARY_BASE = `${ORIGIN}/_canary/${CANARY_ID}`;
const VARIANT = canaryVariantOf(CANARY_ID);
const block = pageExperimentHead({
  experiment: 'pricing',
  route: '/pricing',
  split: null,
  variants: {
    control: { release: '1.0.0', stylesheets: [] },
    'annual-first': { release: '1.0.0', stylesheets: [{ href: `${ORIGIN}/annual-first/assets/a.css`, integrity: 'sha384-A' }] },
  },
});

/** A prerendered page as page-html.mjs writes it: shell and remote stylesheets, the experiment block, #root. */
const page = ({ css, main, head = block }) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/shell.css"><link rel="stylesheet" href="${ORIGIN}/assets/${css}" crossorigin integrity="sha384-${css}">${head}<script async src="/assets/first.js"></script></head><body><template data-variant-markup="annual-first"><p>annual</p></template><div id="root"><header>Callvera</header><main id="main" class="m">${main}</main><footer>legal</footer></div></body></html>`;

const stable = page({ css: 'stable.css', main: '<h1>Pricing</h1>' });
const canary = page({ css: 'canary.css', main: `<h1>Pricing, new</h1><img src="${ORIGIN}/assets/plan.svg" alt="">` });
const splitMap = (share) => ({
  pricing: {
    variants: [
      { name: 'control', entry: `${ORIGIN}/mf-manifest.json`, weight: 100 - share },
      { name: VARIANT, entry: `${CANARY_BASE}/mf-manifest.json`, weight: share },
    ],
  },
});
const options = (share) => ({
  page: 'pricing/index.html',
  remote: 'pricing',
  variant: VARIANT,
  route: '/pricing',
  origin: ORIGIN,
  canaryBase: CANARY_BASE,
  stableRelease: '1.0.0',
  canaryRelease: '1.1.0',
  remoteMap: splitMap(share),
});

test('the live page carries the canary as a variant: its markup, its stylesheets where it is served, the split', () => {
  const html = pageWithCanary(stable, canary, options(5));
  const experiment = experimentOf(html.match(PAGE_EXPERIMENT_HEAD));
  assert.deepEqual(experiment.split, [
    { name: 'control', weight: 95 },
    { name: VARIANT, weight: 5 },
  ]);
  assert.equal(VARIANT, 'canary-20261127t090000000z');
  assert.deepEqual(experiment.variants[VARIANT], {
    release: '1.1.0',
    stylesheets: [{ href: `${CANARY_BASE}/assets/canary.css`, integrity: 'sha384-canary.css' }],
  });
  assert.deepEqual(Object.keys(experiment.variants), ['control', 'annual-first', VARIANT], 'the experiment’s variants stay');
  assert.ok(
    html.includes(
      `<template data-variant-markup="${VARIANT}"><h1>Pricing, new</h1><img src="${CANARY_BASE}/assets/plan.svg" alt=""></template><div id="root">`,
    ),
    'the canary’s markup, naming its own files, before #root',
  );
  assert.ok(html.includes('<main id="main" class="m"><h1>Pricing</h1></main>'), 'the page is the stable release’s');
  assert.ok(html.includes('<script src="/assets/first.js">'), 'the first script holds the paint, to show a canary visitor the canary');
  assert.match(
    html,
    new RegExp(
      `<link rel="preload" href="${CANARY_BASE}/assets/canary.css" as="style" crossorigin integrity="sha384-canary.css" data-variant-stylesheet>`,
    ),
  );
});

test('a step rewrites the split; taking the canary out gives the page back byte for byte', () => {
  const started = pageWithCanary(stable, canary, options(5));
  const stepped = pageWithCanary(started, canary, options(50));
  assert.deepEqual(
    experimentOf(stepped.match(PAGE_EXPERIMENT_HEAD)).split.map(({ weight }) => weight),
    [50, 50],
  );
  assert.equal(stepped.split(`data-variant-markup="${VARIANT}"`).length - 1, 1, 'one canary template, whatever the steps');
  assert.equal(withoutCanary(stepped, { pricing: `${ORIGIN}/mf-manifest.json` }), stable);
});

test('a page that carries no experiment gets the block before its first script', () => {
  const plain = page({ css: 'stable.css', main: '<h1>Pricing</h1>', head: '' });
  const html = pageWithCanary(plain, canary, options(5));
  const experiment = experimentOf(html.match(PAGE_EXPERIMENT_HEAD));
  assert.deepEqual(Object.keys(experiment.variants), ['control', VARIANT]);
  assert.equal(experiment.variants.control.release, '1.0.0');
  assert.ok(html.indexOf('data-page-experiment') < html.indexOf('<script src="/assets/first.js">'), 'read before the first script runs');
});

test('a canary page without <main> in #root is refused, naming the page', () => {
  assert.throws(() => pageWithCanary(stable, '<div id="root"></div>', options(5)), /pricing\/index.html: the canary's page has no <main>/);
});

test('a canary whose stylesheets were copied to the shell’s host keeps them there, where its release serves them', () => {
  const copied = canary.replace(
    `href="${ORIGIN}/assets/canary.css" crossorigin integrity="sha384-canary.css">`,
    `href="/assets/canary.css" crossorigin integrity="sha384-canary.css" data-copied-from="${ORIGIN}">`,
  );
  assert.notEqual(copied, canary);
  const html = pageWithCanary(stable, copied, options(5));
  assert.deepEqual(experimentOf(html.match(PAGE_EXPERIMENT_HEAD)).variants[VARIANT].stylesheets, [
    { href: '/assets/canary.css', integrity: 'sha384-canary.css', copiedFrom: CANARY_BASE },
  ]);
  const otherRemote = copied.replace(`data-copied-from="${ORIGIN}"`, 'data-copied-from="https://legal.callvera.ai"');
  assert.deepEqual(
    experimentOf(pageWithCanary(stable, otherRemote, options(5)).match(PAGE_EXPERIMENT_HEAD)).variants[VARIANT].stylesheets,
    [],
    'another remote’s copy is not the canary’s',
  );
});
