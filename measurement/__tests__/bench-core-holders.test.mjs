import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDLE, chromiumThreadNames, coreHolders, parseSchedSwitches } from '../bench/core-holders.mjs';
import { describeLongTask, tasksBehindTbt } from '../bench/long-tasks.mjs';

/** One line of ftrace's text for a switch on `cpu` at `seconds` to thread `tid`, as the kernel writes it. */
const line = (cpu, seconds, tid, comm) =>
  `          node-4242    [00${cpu}] d..2.  ${seconds.toFixed(6)}: sched_switch: prev_comm=node prev_pid=4242 prev_prio=120 prev_state=S ==> next_comm=${comm} next_pid=${tid} next_prio=120`;

/**
 * Two cores with known truth over the window 10.100 s to 10.200 s (100 ms each, 200 ms of core time):
 * - core 0: the compositor from 10.050 (before the window: counted from 10.100) to 10.130 (30 ms), the page's main
 *   thread to 10.140 (10 ms, left out), idle to 10.160 (20 ms), the kernel's reclaim to 10.250 (40 ms in the window);
 * - core 1: no switch before the window (its first 20 ms unknown, counted for no one), a V8 worker from 10.120 to
 *   10.150 (30 ms), a second worker of the same name to 10.170 (20 ms), the compositor to the window's end (30 ms).
 */
const RECORD = [
  '# tracer: nop',
  '#                                _-----=> irqs-off/BH-disabled',
  line(0, 10.05, 300, 'VizCompositorTh'),
  line(0, 10.13, 100, 'chromium'),
  line(1, 10.12, 201, 'ThreadPoolForeg'),
  line(0, 10.14, 0, 'swapper/0'),
  line(1, 10.15, 202, 'ThreadPoolForeg'),
  line(0, 10.16, 77, 'kdamond.0'),
  '          <idle>-0       [001] d.h2.  10.165000: hrtimer_expire_entry: hrtimer=0000',
  line(1, 10.17, 300, 'VizCompositorTh'),
  line(0, 10.25, 0, 'swapper/0'),
].join('\n');

const WINDOW = { fromUs: 10.1e6, toUs: 10.2e6 };

/** Chromium's trace names its threads and processes in metadata events. */
const METADATA = [
  { ph: 'M', name: 'process_name', pid: 30, args: { name: 'GPU Process' } },
  { ph: 'M', name: 'thread_name', pid: 30, tid: 300, args: { name: 'VizCompositorThread' } },
  { ph: 'M', name: 'process_name', pid: 100, args: { name: 'Renderer' } },
  { ph: 'M', name: 'thread_name', pid: 100, tid: 201, args: { name: 'ThreadPoolForegroundWorker' } },
  { ph: 'M', name: 'thread_name', pid: 100, tid: 202, args: { name: 'ThreadPoolForegroundWorker' } },
];

test('reads each switch of the kernel’s record, with the clock in µs, and nothing else', () => {
  const switches = parseSchedSwitches(RECORD);
  assert.equal(switches.length, 8);
  assert.deepEqual(switches[0], { cpu: 0, atUs: 10_050_000, tid: 300, comm: 'VizCompositorTh' });
  assert.deepEqual(switches.at(-1), { cpu: 0, atUs: 10_250_000, tid: 0, comm: 'swapper/0' });
});

test('counts each holder’s time on the cores within the window only, the page’s thread left out', () => {
  const held = coreHolders(parseSchedSwitches(RECORD), { ...WINDOW, skipTid: 100 });
  assert.deepEqual(held, [
    { holder: 'VizCompositorTh', ms: 60 },
    { holder: 'ThreadPoolForeg', ms: 50 },
    { holder: 'kdamond.0', ms: 40 },
    { holder: IDLE, ms: 20 },
  ]);
});

test('names Chromium’s threads as its trace does, and adds up the threads one name shares', () => {
  const nameOf = chromiumThreadNames(METADATA);
  const held = coreHolders(parseSchedSwitches(RECORD), { ...WINDOW, nameOf });
  assert.deepEqual(held, [
    { holder: 'VizCompositorThread (GPU Process)', ms: 60 },
    { holder: 'ThreadPoolForegroundWorker (Renderer)', ms: 50 },
    { holder: 'kdamond.0', ms: 40 },
    { holder: IDLE, ms: 20 },
    { holder: 'chromium', ms: 10 },
  ]);
});

test('a long task tells who held the cores while it ran, and its line says so', () => {
  const page = { pid: 100, tid: 100 };
  const events = [
    { name: 'navigationStart', ph: 'R', ts: 10e6, ...page, args: { data: { navigationId: 'load' } } },
    { name: 'firstContentfulPaint', ph: 'R', ts: 10.05e6, ...page, args: { data: { navigationId: 'load' } } },
    { name: 'RunTask', ph: 'X', ts: 10.1e6, dur: 100_000, tdur: 10_000, ...page, args: {} },
  ];
  const windows = [];
  const heldBy = (window) => (
    windows.push(window),
    coreHolders(parseSchedSwitches(RECORD), { ...window, nameOf: chromiumThreadNames(METADATA) })
  );
  // Lighthouse's simulation of that task: 100 ms of wall time at 4×, all of it after its FCP.
  const run = { counted: [{ startTime: 1000, duration: 400 }], fcpMs: 900, ttiMs: 2000, cpuSlowdownMultiplier: 4 };
  const [{ observed }] = tasksBehindTbt(events, { ...run, heldBy });
  assert.deepEqual(windows, [{ ...WINDOW, skipTid: 100 }]);
  assert.equal(
    describeLongTask(observed),
    '(no script named) 100 ms (CPU 10); cores held by VizCompositorThread (GPU Process) 60, ThreadPoolForegroundWorker (Renderer) 50, kdamond.0 40, idle 20',
  );
  assert.equal(tasksBehindTbt(events, run)[0].observed.heldBy, undefined);
});
