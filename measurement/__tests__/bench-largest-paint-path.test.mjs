import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeLargestPaintPath, scriptsBeforeLargestPaint } from '../bench/largest-paint-path.mjs';
import { PAGE, navigation, traceEvent } from './trace-fixtures.mjs';

const SITE = 'https://site.example/assets/';

const evaluation = (file, startMs, where = PAGE) => traceEvent('EvaluateScript', startMs, 5, { url: `${SITE}${file}?v=1`, where });

const candidate = (atMs, type, size, { navigationId = 'load', isOutermostMainFrame = true } = {}) => ({
  name: 'largestContentfulPaint::Candidate',
  ph: 'R',
  ts: atMs * 1000,
  ...PAGE,
  args: { data: { navigationId, type, size, isOutermostMainFrame } },
});

const frame = (atMs, where = PAGE) => traceEvent('Paint', atMs, 3, { where });

const firstPaint = (atMs) => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: atMs * 1000,
  ...PAGE,
  args: { data: { navigationId: 'load' } },
});

/**
 * A load with known truth: the navigation starts at 100 ms, paints its first frame at 280, shown with its text at
 * 300, and its picture, the largest paint, at 420. The first script runs at 150 and the entry at 350, between the two
 * paints; the shared packages at 500, after them. Not of this load: the blank page's script and frame before it, a
 * worker's script and a compositor's paint, a frame's larger paint and a later navigation's.
 */
const LOAD = [
  navigation('blank', 20),
  evaluation('blank-page.js', 30),
  frame(40),
  navigation('load', 100),
  evaluation('page-start.1.js', 150),
  frame(270, { pid: 7, tid: 3 }),
  frame(280),
  firstPaint(300),
  candidate(300, 'text', 5000),
  evaluation('main.2.js', 350),
  evaluation('worker.js', 360, { pid: 7, tid: 2 }),
  candidate(420, 'image', 48000),
  evaluation('shared-packages.3.js', 500),
  candidate(800, 'image', 90000, { isOutermostMainFrame: false }),
  candidate(900, 'text', 99000, { navigationId: 'next' }),
];

test("the largest paint is the load's last in the page's own frame, and the scripts are those it came after", () => {
  const path = scriptsBeforeLargestPaint(LOAD);
  assert.deepEqual(path, {
    paintedMs: 180,
    fcpMs: 200,
    lcpMs: 320,
    lcpDrew: 'image of 48000',
    scripts: [
      { file: 'page-start.1.js', atMs: 50 },
      { file: 'main.2.js', atMs: 250 },
    ],
  });
  assert.equal(
    describeLargestPaintPath(path),
    'first frame painted at 180, fcp 200, lcp 320 (image of 48000); evaluated before it: page-start.1.js at 50, main.2.js at 250',
  );
});

test('a frame painted and held back reads both times, and the scripts evaluated while it was held count', () => {
  // The first frame is painted at 280 and not shown; the next, painted at 1290, is shown at 1300 with the largest paint.
  const heldBack = [
    ...LOAD.filter((event) => event.name !== 'firstContentfulPaint' && event.name !== 'largestContentfulPaint::Candidate'),
    frame(1290),
    firstPaint(1300),
    candidate(1300, 'image', 48000),
  ];
  const path = scriptsBeforeLargestPaint(heldBack);
  assert.deepEqual([path.paintedMs, path.fcpMs, path.lcpMs], [180, 1200, 1200]);
  assert.deepEqual(
    path.scripts.map(({ file }) => file),
    ['page-start.1.js', 'main.2.js', 'shared-packages.3.js'],
  );
});

test('a load whose paint the trace does not hold says so', () => {
  const path = scriptsBeforeLargestPaint(LOAD.filter((event) => event.name !== 'Paint'));
  assert.equal(path.paintedMs, null);
  assert.match(describeLargestPaintPath(path), /^no frame painted before it, fcp 200/);
});

test('an entry run after the largest paint is not among what it came after', () => {
  const entryLater = LOAD.map((event) => (event.args?.data?.url === `${SITE}main.2.js?v=1` ? evaluation('main.2.js', 430) : event));
  assert.deepEqual(
    scriptsBeforeLargestPaint(entryLater).scripts.map(({ file }) => file),
    ['page-start.1.js'],
  );
});

test('a load with no largest paint reported lists every script it evaluated, and says so', () => {
  const path = scriptsBeforeLargestPaint(LOAD.filter((event) => event.name !== 'largestContentfulPaint::Candidate'));
  assert.equal(path.lcpMs, null);
  assert.deepEqual(
    path.scripts.map(({ file }) => file),
    ['page-start.1.js', 'main.2.js', 'shared-packages.3.js'],
  );
  assert.match(
    describeLargestPaintPath(path),
    /^first frame painted at 180, fcp 200, no largest paint reported; evaluated before it: page-start/,
  );
});

test('a trace without the first paint is refused, naming what it lacks', () => {
  assert.throws(
    () => scriptsBeforeLargestPaint(LOAD.filter((event) => event.name !== 'firstContentfulPaint')),
    /no first contentful paint/,
  );
});
