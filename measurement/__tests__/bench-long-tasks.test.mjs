import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countedOverMs, describeLongTask, longTasksAfterFirstPaint } from '../bench/long-tasks.mjs';
import { PAGE, navigation, traceEvent as event } from './trace-fixtures.mjs';

const APP = 'https://site.example/assets/main.2.js';
const FIRST = 'https://site.example/assets/page-start.1.js';

/**
 * A load with known truth, the navigation starting at 100 ms and painting at 400 ms (300 ms after it). After the
 * paint: the app's evaluation (60 ms wall, 9 ms CPU: 20 ms of compilation within it, and a call of 10 ms within that
 * evaluation's run), a task of promise callbacks naming no script (13 ms, just over the line), one of 12.5 ms (on the
 * line: not over it), a style and layout task (30 ms), and the first script's call inside a timer (20 ms, wrapped in
 * a second task event of the scheduler's). Before the paint, a long task that TBT never counts.
 */
const LOAD = [
  navigation('blank', 50), // the blank page a trace starts on
  navigation('load', 100),
  event('RunTask', 200, 90, { cpuMs: 80 }),
  event('ParseHTML', 200, 90),
  { name: 'firstContentfulPaint', ph: 'R', ts: 400_000, ...PAGE, args: { data: { navigationId: 'load' } } },
  event('RunTask', 410, 60, { cpuMs: 9 }),
  event('EvaluateScript', 410, 60, { url: APP }),
  event('v8.compile', 410, 20, { url: APP }),
  event('FunctionCall', 440, 10, { url: APP }),
  event('RunTask', 480, 13, { cpuMs: 12 }),
  event('RunMicrotasks', 480, 13),
  event('RunTask', 500, 12.5, { cpuMs: 12.5 }),
  event('RunMicrotasks', 500, 12.5),
  event('RunTask', 520, 30, { cpuMs: 28 }),
  event('UpdateLayoutTree', 520, 10),
  event('Layout', 530, 18),
  event('RunTask', 560, 20, { cpuMs: 6 }),
  event('ThreadControllerImpl::RunTask', 560, 20),
  event('TimerFire', 560, 20),
  event('FunctionCall', 560, 19, { url: FIRST }),
  // Another thread's long task (a worker's), and another page's paint, in another process.
  event('RunTask', 600, 80, { cpuMs: 80, where: { pid: 7, tid: 2 } }),
];

test("Lighthouse's default 4× slowdown makes a task over 12.5 ms observed a long one", () => {
  assert.equal(countedOverMs(4), 12.5);
  assert.equal(countedOverMs(2), 25);
});

test('the long tasks after the first paint: when, wall and CPU time, the script named and the work, each once', () => {
  assert.deepEqual(longTasksAfterFirstPaint(LOAD, { overMs: countedOverMs(4) }), [
    {
      startMs: 310,
      wallMs: 60,
      cpuMs: 9,
      script: 'main.2.js',
      work: [
        { kind: 'evaluation', ms: 30 },
        { kind: 'compilation', ms: 20 },
        { kind: 'call', ms: 10 },
      ],
    },
    { startMs: 380, wallMs: 13, cpuMs: 12, script: null, work: [{ kind: 'promise callbacks', ms: 13 }] },
    {
      startMs: 420,
      wallMs: 30,
      cpuMs: 28,
      script: null,
      work: [
        { kind: 'layout', ms: 18 },
        { kind: 'style', ms: 10 },
      ],
    },
    {
      startMs: 460,
      wallMs: 20,
      cpuMs: 6,
      script: 'page-start.1.js',
      work: [
        { kind: 'call', ms: 19 },
        { kind: 'timer', ms: 1 },
      ],
    },
  ]);
});

test('a wrong line or a paint taken from the wrong navigation reads other tasks', () => {
  const over = (overMs) => longTasksAfterFirstPaint(LOAD, { overMs }).map((task) => task.startMs);
  // At the line of 50 ms unmultiplied (the figure Lighthouse prints), only the app's evaluation would show.
  assert.deepEqual(over(50), [310]);
  assert.deepEqual(over(12), [310, 380, 400, 420, 460]);
  const fromBlankPage = LOAD.map((event) =>
    event.args?.data?.navigationId === 'load' && event.name === 'firstContentfulPaint'
      ? { ...event, args: { data: { navigationId: 'blank' } } }
      : event,
  );
  assert.equal(longTasksAfterFirstPaint(fromBlankPage, { overMs: 12.5 })[0].startMs, 360, 'times from the blank page are 50 ms later');
});

test('a trace without a paint, or without its navigation, is refused by name', () => {
  assert.throws(
    () =>
      longTasksAfterFirstPaint(
        LOAD.filter((event) => event.name !== 'firstContentfulPaint'),
        { overMs: 12.5 },
      ),
    /no first contentful paint/,
  );
  assert.throws(
    () =>
      longTasksAfterFirstPaint(
        LOAD.filter((event) => event.name !== 'navigationStart'),
        { overMs: 12.5 },
      ),
    /no start of the navigation/,
  );
});

test('a task is told in one line: the script, wall and CPU time, its three largest kinds of work', () => {
  const [evaluation, callbacks] = longTasksAfterFirstPaint(LOAD, { overMs: 12.5 });
  assert.equal(describeLongTask(evaluation), 'main.2.js 60 ms (CPU 9): evaluation 30, compilation 20, call 10');
  assert.equal(describeLongTask(callbacks), '(no script named) 13 ms (CPU 12): promise callbacks 13');
  assert.equal(describeLongTask({ ...callbacks, cpuMs: null, work: [] }), '(no script named) 13 ms');
});

test("a script named by no address, as Lighthouse's own in the page, is told by its name", () => {
  const withLighthouse = [
    ...LOAD,
    event('RunTask', 700, 20, { cpuMs: 20 }),
    event('FunctionCall', 700, 20, { url: '_lighthouse-eval.js' }),
  ];
  assert.equal(longTasksAfterFirstPaint(withLighthouse, { overMs: 12.5 }).at(-1).script, '_lighthouse-eval.js');
});
