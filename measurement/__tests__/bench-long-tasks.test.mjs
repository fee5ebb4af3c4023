import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeLongTask, describeTaskBehindTbt, tasksBehindTbt } from '../bench/long-tasks.mjs';
import { PAGE, navigation, traceEvent as event } from './trace-fixtures.mjs';

const DOCUMENT = 'https://site.example/';
const APP = 'https://site.example/assets/main.2.js';
const FIRST = 'https://site.example/assets/page-start.1.js';

/**
 * A load with known truth, the navigation starting at 100 ms and painting at 400 ms (300 ms after it): the
 * navigation's commit (25 ms wall), the first frame's style and layout before the paint (80 ms wall, 50 CPU), then
 * the app's evaluation (60 ms wall, 9 ms CPU: 20 ms of compilation within it, and a call of 10 ms within that
 * evaluation's run), a task of promise callbacks naming no script (13 ms), a style and layout task (30 ms), the first
 * script's call inside a timer (20 ms, wrapped in a second task event of the scheduler's), and a short task (5 ms).
 */
const LOAD = [
  navigation('blank', 50), // the blank page a trace starts on
  navigation('load', 100),
  event('RunTask', 110, 25, { cpuMs: 12 }),
  event('DocumentLoader::CommitNavigation', 110, 24),
  event('RunTask', 200, 80, { cpuMs: 50 }),
  event('UpdateLayoutTree', 200, 30),
  event('Layout', 230, 45),
  event('Paint', 275, 5),
  { name: 'firstContentfulPaint', ph: 'R', ts: 400_000, ...PAGE, args: { data: { navigationId: 'load' } } },
  event('RunTask', 410, 60, { cpuMs: 9 }),
  event('EvaluateScript', 410, 60, { url: APP }),
  event('v8.compile', 410, 20, { url: APP }),
  event('FunctionCall', 440, 10, { url: APP }),
  event('RunTask', 480, 13, { cpuMs: 12 }),
  event('RunMicrotasks', 480, 13),
  event('RunTask', 500, 5, { cpuMs: 5 }),
  event('RunTask', 520, 30, { cpuMs: 28 }),
  event('UpdateLayoutTree', 520, 10),
  event('Layout', 530, 18),
  event('RunTask', 560, 20, { cpuMs: 6 }),
  event('ThreadControllerImpl::RunTask', 560, 20),
  event('TimerFire', 560, 20),
  event('FunctionCall', 560, 19, { url: FIRST }),
  // Another thread's long task (a worker's), in another process.
  event('RunTask', 600, 80, { cpuMs: 80, where: { pid: 7, tid: 2 } }),
];

/**
 * Lighthouse's long-tasks audit for that load at its default 4× slowdown, as it lists them (the longest first): each
 * observed wall time × 4, a task that laid out the page × 2, placed one after another by its simulation, with its FCP
 * at 900 and TTI at 1400. By Lantern's rule the commit (600-700) ends before FCP and blocks nothing; the first frame
 * (820-980) blocks its 80 ms after FCP less 50: 30; the app's evaluation (1000-1240) 190; the promise callbacks
 * (1240-1292) 2; the style and layout (1292-1352) 10; the first script's call (1352-1432) has 48 ms before TTI, under 50:
 * nothing. TBT 232.
 */
const RUN = {
  counted: [
    { url: APP, startTime: 1000, duration: 240 },
    { url: DOCUMENT, startTime: 820, duration: 160 },
    { url: 'Unattributable', startTime: 600, duration: 100 },
    { url: FIRST, startTime: 1352, duration: 80 },
    { url: DOCUMENT, startTime: 1292, duration: 60 },
    { url: 'Unattributable', startTime: 1240, duration: 52 },
  ],
  fcpMs: 900,
  ttiMs: 1400,
  cpuSlowdownMultiplier: 4,
};

test('the tasks behind TBT: each simulated task that blocks, what it blocks, and the task the trace holds for it', () => {
  const tasks = tasksBehindTbt(LOAD, RUN);
  assert.deepEqual(
    tasks.map(({ startMs, simulatedMs, blockingMs, observed }) => [startMs, simulatedMs, blockingMs, observed.startMs]),
    [
      [820, 160, 30, 100],
      [1000, 240, 190, 310],
      [1240, 52, 2, 380],
      [1292, 60, 10, 420],
    ],
  );
  assert.equal(
    tasks.reduce((sum, task) => sum + task.blockingMs, 0),
    232,
  );
});

test('the first frame, laid out before the paint and counted at twice its wall time, is found and told', () => {
  const [firstFrame, evaluation] = tasksBehindTbt(LOAD, RUN);
  assert.deepEqual(firstFrame.observed, {
    startMs: 100,
    beforeFirstPaint: true,
    wallMs: 80,
    cpuMs: 50,
    script: null,
    work: [
      { kind: 'layout', ms: 45 },
      { kind: 'style', ms: 30 },
      { kind: 'paint', ms: 5 },
    ],
  });
  assert.deepEqual(evaluation.observed, {
    startMs: 310,
    beforeFirstPaint: false,
    wallMs: 60,
    cpuMs: 9,
    script: 'main.2.js',
    work: [
      { kind: 'evaluation', ms: 30 },
      { kind: 'compilation', ms: 20 },
      { kind: 'call', ms: 10 },
    ],
  });
});

test('wrong figures read other tasks: a task clipped at FCP, and the layout multiplier, are what they are', () => {
  // Counted whole, less 50, the first frame would block 110; it blocks only what it has after FCP.
  assert.notEqual(tasksBehindTbt(LOAD, RUN)[0].blockingMs, 160 - 50);
  // Timed at 4× like any task, the first frame (80 ms wall) would be simulated at 320 and match nothing.
  const atFourTimes = { ...RUN, counted: RUN.counted.map((item) => (item.startTime === 820 ? { ...item, duration: 320 } : item)) };
  assert.equal(tasksBehindTbt(LOAD, atFourTimes)[0].observed, null);
  // A simulated task no observed one becomes is told by the script Lighthouse attributed it to.
  assert.equal(
    describeTaskBehindTbt(tasksBehindTbt(LOAD, atFourTimes)[0]),
    'simulated at 820 for 320, blocking 190: https://site.example/, not found in the trace',
  );
});

test('times are from the navigation that painted, not from the blank page a trace starts on', () => {
  const fromBlankPage = LOAD.map((event) =>
    event.args?.data?.navigationId === 'load' && event.name === 'firstContentfulPaint'
      ? { ...event, args: { data: { navigationId: 'blank' } } }
      : event,
  );
  assert.equal(tasksBehindTbt(fromBlankPage, RUN)[1].observed.startMs, 360, 'times from the blank page are 50 ms later');
});

test('a trace without a paint, or without its navigation, is refused by name', () => {
  assert.throws(
    () =>
      tasksBehindTbt(
        LOAD.filter((event) => event.name !== 'firstContentfulPaint'),
        RUN,
      ),
    /no first contentful paint/,
  );
  assert.throws(
    () =>
      tasksBehindTbt(
        LOAD.filter((event) => event.name !== 'navigationStart'),
        RUN,
      ),
    /no start of the navigation/,
  );
});

test('a task is told in one line: where it was simulated, what it blocks, and the task observed', () => {
  const [firstFrame, evaluation, callbacks] = tasksBehindTbt(LOAD, RUN);
  assert.equal(
    describeTaskBehindTbt(firstFrame),
    'simulated at 820 for 160, blocking 30: observed at 100 (before the first paint), (no script named) 80 ms (CPU 50): layout 45, style 30, paint 5',
  );
  assert.equal(describeLongTask(evaluation.observed), 'main.2.js 60 ms (CPU 9): evaluation 30, compilation 20, call 10');
  assert.equal(describeLongTask({ ...callbacks.observed, cpuMs: null, work: [] }), '(no script named) 13 ms');
});

test("a script named by no address, as Lighthouse's own in the page, is told by its name", () => {
  const withLighthouse = [
    ...LOAD,
    event('RunTask', 700, 20, { cpuMs: 20 }),
    event('FunctionCall', 700, 20, { url: '_lighthouse-eval.js' }),
  ];
  const run = { ...RUN, ttiMs: 2000, counted: [...RUN.counted, { url: 'Unattributable', startTime: 1500, duration: 80 }] };
  assert.equal(tasksBehindTbt(withLighthouse, run).at(-1).observed.script, '_lighthouse-eval.js');
});
