// The long tasks behind a Lighthouse run's Total Blocking Time, read from the trace of the load it simulates from.
// Lighthouse (simulated throttling) observes one unthrottled load and counts each main-thread task at its CPU
// slowdown: at 4×, a task of 12.5 ms observed is a 50 ms task, and TBT counts what any task has over 50 ms from the
// first contentful paint on. So a task of the observed load counts once it is over 50 ms divided by the slowdown.
// Each task is told with its wall time (what Lighthouse multiplies) and its CPU time (what the main thread ran): a
// task whose CPU time is a fraction of its wall time was mostly the thread waiting, for a core or for another thread.

import { outermostOf, round1 } from './trace-events.mjs';

/** The longest an observed task may be and count for nothing in TBT, ms: Lighthouse's long task over its slowdown. */
export const countedOverMs = (cpuSlowdownMultiplier) => 50 / cpuSlowdownMultiplier;

/** Trace events that say what a task did, and the word a reader knows them by. */
const WORK = {
  EvaluateScript: 'evaluation',
  'v8.compile': 'compilation',
  FunctionCall: 'call',
  RunMicrotasks: 'promise callbacks',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  ParseHTML: 'HTML parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

/** The events that name the script a task ran: the outermost of them within the task gives its address. */
const SCRIPT_ENTRIES = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'v8.compile']);

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's main-thread tasks of over `overMs` (wall time) that began at or after its first contentful paint, in
 * order: when each began (ms after the navigation's start), its wall and CPU time, the file of the first script it
 * names (its address's last part; none when it names none: promise callbacks are run unattributed), and what it did:
 * each kind of WORK with the time spent in it and not in another kind within it, the largest first; with `heldBy`,
 * also who held the cores meanwhile (core-holders.mjs), the page's main thread left out.
 * @param {Array<Record<string, any>>} events  the trace's events
 * @param {{ overMs: number, heldBy?: (window: { fromUs: number, toUs: number, skipTid: number }) => { holder: string, ms: number }[] }} options
 */
export function longTasksAfterFirstPaint(events, { overMs, heldBy }) {
  const { fcp, navigation, thread } = paintedLoad(events);
  // A task wrapped in another of the scheduler's is one task: the outermost counts.
  return outermostOf(thread.filter((event) => TASK_NAMES.has(event.name)))
    .filter((task) => task.ts >= fcp.ts && task.dur / 1000 > overMs)
    .map((task) => {
      const inside = thread.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
      return {
        startMs: round1((task.ts - navigation.ts) / 1000),
        wallMs: round1(task.dur / 1000),
        cpuMs: typeof task.tdur === 'number' ? round1(task.tdur / 1000) : null,
        script: firstScriptOf(inside),
        work: workOf(inside),
        ...(heldBy && { heldBy: heldBy({ fromUs: task.ts, toUs: task.ts + task.dur, skipTid: task.tid }) }),
      };
    });
}

/**
 * The load that painted, from its trace: its first contentful paint, the start of its navigation (the paint names it;
 * a trace also starts others, a blank page's before the load) and its main thread's complete events, in order.
 */
export function paintedLoad(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === fcp.args?.data?.navigationId,
  );
  if (!navigation) throw new Error('the trace has no start of the navigation that painted');
  const onMainThread = (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X';
  const thread = events.filter(onMainThread).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return { fcp, navigation, thread };
}

function firstScriptOf(inside) {
  const url = inside.find((event) => SCRIPT_ENTRIES.has(event.name) && event.args?.data?.url)?.args.data.url;
  return url ? fileOf(url) : null;
}

/**
 * The last part of a script's address. Not always an address: Lighthouse names the scripts it runs in the page
 * itself (`_lighthouse-eval.js`).
 */
export const fileOf = (url) => url.split(/[?#]/)[0].split('/').pop() || url;

/** Time in each kind of work, less what a nested event of another kind took (each event's time counted once). */
function workOf(inside) {
  const known = inside.filter((event) => WORK[event.name]);
  const own = new Map(known.map((event) => [event, event.dur]));
  const open = [];
  for (const event of known) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent && event.ts + event.dur <= parent.ts + parent.dur) own.set(parent, own.get(parent) - event.dur);
    open.push(event);
  }
  const byKind = new Map();
  for (const [event, microseconds] of own) byKind.set(WORK[event.name], (byKind.get(WORK[event.name]) ?? 0) + microseconds);
  return [...byKind]
    .map(([kind, microseconds]) => ({ kind, ms: round1(microseconds / 1000) }))
    .filter(({ ms }) => ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * One line of a task: `main.1.js 64 ms (CPU 9): evaluation 30, compilation 20`, and with who held the cores,
 * `; cores held by VizCompositorThread (GPU Process) 40, idle 3`.
 */
export function describeLongTask({ script, wallMs, cpuMs, work, heldBy }) {
  const cpu = cpuMs === null ? '' : ` (CPU ${cpuMs})`;
  const parts = work.slice(0, 3).map(({ kind, ms }) => `${kind} ${ms}`);
  const holders = heldBy?.length
    ? `; cores held by ${heldBy
        .slice(0, 4)
        .map(({ holder, ms }) => `${holder} ${ms}`)
        .join(', ')}`
    : '';
  return `${script ?? '(no script named)'} ${wallMs} ms${cpu}${parts.length ? `: ${parts.join(', ')}` : ''}${holders}`;
}
