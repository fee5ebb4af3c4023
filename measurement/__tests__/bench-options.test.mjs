import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions } from '../bench/options.mjs';

const ROUTES = ['/', '/pricing', '/privacy-policy'];

test('by default every part runs on every route, 3 times, the take-over 5 times, Lighthouse 10 times', () => {
  assert.deepEqual(parseOptions([], ROUTES), {
    runs: 3,
    lighthouseRuns: 10,
    takeOverRuns: 5,
    routes: ROUTES,
    parts: ['usable', 'paint', 'take-over', 'first-script', 'flow', 'lighthouse', 'sample-start', 'collector-load'],
    save: null,
    baseline: null,
    experiment: null,
  });
});

test('--experiment names a variant of the registry, whose page is painted for each visitor', () => {
  assert.equal(parseOptions(['--experiment', 'annual-first'], ROUTES, ['annual-first']).experiment, 'annual-first');
  assert.throws(
    () => parseOptions(['--experiment', 'annual-last'], ROUTES, ['annual-first']),
    /--experiment takes a variant of the registry \(annual-first\), not annual-last/,
  );
});

test('--runs, --routes and --only narrow the bench', () => {
  const options = parseOptions(['--runs', '1', '--routes', '/,/pricing', '--only', 'usable'], ROUTES);
  assert.deepEqual([options.runs, options.routes, options.parts], [1, ['/', '/pricing'], ['usable']]);
});

test('--only collector-load runs the collector load test alone', () => {
  assert.deepEqual(parseOptions(['--only', 'collector-load'], ROUTES).parts, ['collector-load']);
});

test('a part, route or run count the bench does not know is refused', () => {
  assert.throws(
    () => parseOptions(['--only', 'inp'], ROUTES),
    /--only takes one of usable, paint, take-over, first-script, flow, lighthouse, sample-start, collector-load/,
  );
  assert.throws(() => parseOptions(['--routes', '/pricng'], ROUTES), /Not a route of the site: \/pricng/);
  assert.throws(() => parseOptions(['--runs', 'three'], ROUTES), /--runs takes a whole number/);
});

test('--lighthouse-runs and --take-over-runs take a whole number of runs, and say which value they refused', () => {
  assert.equal(parseOptions(['--lighthouse-runs', '4'], ROUTES).lighthouseRuns, 4);
  assert.throws(() => parseOptions(['--lighthouse-runs', 'ten'], ROUTES), /--lighthouse-runs takes a whole number of runs, not ten/);
  assert.equal(parseOptions(['--take-over-runs', '7'], ROUTES).takeOverRuns, 7);
  assert.throws(() => parseOptions(['--take-over-runs', '0'], ROUTES), /--take-over-runs takes a whole number of runs, not 0/);
});
