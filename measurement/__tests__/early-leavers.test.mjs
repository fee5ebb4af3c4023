// The early-leavers bench's reading of the collector's log and its table, on known answers (the browsers' part
// runs in npm run bench:early-leavers, and in small in e2e/tests/field-early-leavers.spec.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrivalRows, shortfalls, visitArrivals } from '../bench/early-leavers/arrivals.mjs';
import { parseOptions } from '../bench/early-leavers/options.mjs';

const vital = (pageLoad, metric, route = '/pricing') => ({ name: 'vital', pageLoad, metric, route });

test('a visit is the page load new in the log on its route: what it sent, and nothing of an earlier visit or another route', () => {
  const seen = new Set();
  const first = [vital('a', 'LCP'), vital('a', 'TTFB'), { name: 'exposure', pageLoad: 'a', route: '/pricing' }];
  assert.deepEqual(visitArrivals(first, seen, '/pricing'), { pageLoads: 1, metrics: new Set(['LCP', 'TTFB']) });
  // The next visit's reading still holds the first's lines, and one of another route.
  const second = [...first, vital('a', 'CLS'), vital('b', 'FCP'), vital('c', 'LCP', '/')];
  assert.deepEqual(visitArrivals(second, seen, '/pricing'), { pageLoads: 1, metrics: new Set(['FCP']) });
  assert.deepEqual(visitArrivals([], seen, '/pricing'), { pageLoads: 0, metrics: new Set() });
});

const visit = (fields) => ({ engine: 'chromium', speed: 'full', after: 0.5, way: 'typed-address', leftAfterMs: 510, ...fields });
const ALL = ['LCP', 'CLS', 'FCP', 'TTFB'];

test('the table: per engine, speed and leaving time, the share of page loads each vital reached, of those that measured it', () => {
  const visits = [
    visit({ measured: ALL, metrics: new Set(ALL) }),
    visit({ way: 'closed-tab', leftAfterMs: 530, measured: ALL, metrics: new Set(['FCP', 'TTFB']) }),
    visit({ after: 4, leftAfterMs: 4010, measured: ALL, metrics: new Set(ALL) }),
    // WebKit measures no LCP and no layout shift: n/a, not 0%.
    visit({ engine: 'webkit', measured: ['FCP'], metrics: new Set(['FCP']) }),
  ];
  assert.deepEqual(arrivalRows(visits), {
    'chromium full 0.5 s': { 'page loads': '2', LCP: '50%', CLS: '50%', FCP: '100%', TTFB: '100%', 'left at ms': '510' },
    'chromium full 4 s': { 'page loads': '1', LCP: '100%', CLS: '100%', FCP: '100%', TTFB: '100%', 'left at ms': '4010' },
    'webkit full 0.5 s': { 'page loads': '1', LCP: 'n/a', CLS: 'n/a', FCP: '100%', TTFB: 'n/a', 'left at ms': '510' },
  });
  assert.deepEqual(shortfalls(visits), [
    'chromium full 0.5 s: LCP reached the collector for 50% (missed: closed-tab)',
    'chromium full 0.5 s: CLS reached the collector for 50% (missed: closed-tab)',
  ]);
});

test('by default, two Chromium visitors per way of leaving, at 0.5, 1, 2, 4 and 8 s, at full speed and on a phone', () => {
  assert.deepEqual(parseOptions([]), {
    runs: 2,
    after: [0.5, 1, 2, 4, 8],
    speeds: ['full', 'phone'],
    ways: ['typed-address', 'back', 'closed-tab', 'link-out'],
    engines: ['chromium'],
    route: '/pricing',
    save: null,
  });
  const more = parseOptions(['--runs', '10', '--after', '1,0.5', '--engines', 'chromium,webkit,firefox', '--ways', 'back']);
  assert.deepEqual([more.runs, more.after, more.engines, more.ways], [10, [0.5, 1], ['chromium', 'webkit', 'firefox'], ['back']]);
});

test('a bad option is named', () => {
  assert.throws(() => parseOptions(['--runs', '0']), /--runs takes a whole number of visitors per case, not 0/);
  assert.throws(() => parseOptions(['--after', 'soon']), /--after takes seconds after the first paint/);
  assert.throws(
    () => parseOptions(['--engines', 'safari']),
    /--engines takes a comma-separated list of chromium, webkit, firefox, not safari/,
  );
  assert.throws(() => parseOptions(['--ways', 'teleport']), /--ways takes/);
  assert.throws(() => parseOptions(['--route', 'pricing']), /--route takes a path of the site, not pricing/);
  assert.throws(() => parseOptions(['--colour', 'red']), /Unknown option '--colour'/);
});
