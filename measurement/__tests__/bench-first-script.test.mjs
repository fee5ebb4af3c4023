import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_SCRIPT_TARGETS, firstScriptWork } from '../bench/first-script.mjs';
import { targetMisses } from '@callvera/read-outs/report-table';

const SCRIPT = 'https://site.example/assets/page-start.1.js';
const APP = 'https://site.example/assets/main.2.js';
const PAGE = { pid: 7, tid: 1 };

/** A complete trace event, times in ms as the trace's µs. */
const event = (name, startMs, durationMs, url, where = PAGE) => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durationMs * 1000,
  ...where,
  args: { data: url === undefined ? {} : { url } },
});

/**
 * A page load with known truth: the script's evaluation (6 ms, a call of its own inside it), a call of its before the
 * first paint (3 ms), one after (12 ms, inside a task of 20 ms that is not all its own), and one of its listeners
 * called from the app's code (2 ms): 23 ms in all, 9 before the paint, 12 the longest.
 */
const PAGE_LOAD = [
  { name: 'firstContentfulPaint', ph: 'R', ts: 2_000, pid: 9, tid: 1 }, // another page's, in another process
  event('RunTask', 1, 7),
  event('EvaluateScript', 1, 6, SCRIPT),
  event('FunctionCall', 2, 1, SCRIPT),
  event('FunctionCall', 20, 3, SCRIPT),
  { name: 'firstContentfulPaint', ph: 'R', ts: 30_000, ...PAGE },
  event('RunTask', 38, 20),
  event('TimerFire', 40, 12.5),
  event('FunctionCall', 40, 12, SCRIPT),
  event('EvaluateScript', 60, 50, APP),
  event('FunctionCall', 70, 2, SCRIPT),
  event('FunctionCall', 90, 30, APP),
  // Not the page's main thread: a worker, and another process that ran a copy of the file.
  event('FunctionCall', 100, 40, SCRIPT, { pid: 7, tid: 2 }),
  event('EvaluateScript', 100, 40, SCRIPT, { pid: 9, tid: 1 }),
  // Begin and end events are not how Chromium records these entries.
  { name: 'FunctionCall', ph: 'B', ts: 150_000, ...PAGE, args: { data: { url: SCRIPT } } },
  { name: 'FunctionCall', ph: 'E', ts: 170_000, ...PAGE, args: {} },
];

test("the first script's work is each of its entries on the page's main thread, once, however they nest", () => {
  assert.deepEqual(firstScriptWork(PAGE_LOAD, SCRIPT), { ownMs: 23, beforeFcpMs: 9, longestMs: 12 });
});

test('a trace in which the script never ran is an error that names it', () => {
  assert.throws(
    () => firstScriptWork(PAGE_LOAD, 'https://site.example/assets/other.js'),
    /no evaluation of https:\/\/site\.example\/assets\/other\.js/,
  );
});

test('without a first paint in the trace, all of its work counts as before it', () => {
  const unpainted = PAGE_LOAD.filter((entry) => entry.name !== 'firstContentfulPaint' || entry.pid !== PAGE.pid);
  assert.equal(firstScriptWork(unpainted, SCRIPT).beforeFcpMs, 23);
});

test('no entry of the first script may be a long task on the emulated phone', () => {
  const results = { '/': { ownMs: 80, longestMs: 50 }, '/pricing': { ownMs: 60, longestMs: 50.1 } };
  assert.deepEqual(targetMisses(results, FIRST_SCRIPT_TARGETS), ['/pricing longestMs 50.1 (target <= 50)']);
});
