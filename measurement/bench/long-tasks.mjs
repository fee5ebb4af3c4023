// The long tasks behind a Lighthouse run's Total Blocking Time, as Lighthouse counted them, each found in the trace of
// the load it simulated from. Lighthouse (simulated throttling) observes one unthrottled load and times each
// main-thread task in its simulation (Lantern) at its observed wall time times the CPU slowdown, or half that for a
// task that laid out the page; TBT is what each simulated task has over 50 ms between its simulated FCP and TTI. So a
// task the page ran before its observed first paint counts when the simulation ends it after its FCP (the home page's
// first layout does), and a task that laid out the page counts only past twice the wall time of another. Each task is
// told with its wall time (what Lighthouse multiplies) and its CPU time (what the main thread ran): a task whose CPU
// time is a fraction of its wall time was mostly the thread waiting, for a core or for another thread.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { outermostOf, round1 } from './trace-events.mjs';

/** Trace events that say what a task did, and the word a reader knows them by. */
const WORK = {
  'DocumentLoader::CommitNavigation': 'navigation commit',
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

/** Lighthouse's multipliers of an observed task's wall time at a CPU slowdown, read from its own simulator. */
function simulationMultipliers(cpuSlowdownMultiplier) {
  const simulator = new Lantern.Simulation.Simulator({ cpuSlowdownMultiplier });
  return { layout: simulator.layoutTaskMultiplier, other: simulator.cpuSlowdownMultiplier };
}

/**
 * The tasks behind a run's TBT, in the order Lighthouse simulated them: each with its simulated start and length, the
 * blocking time it adds (Lantern's own rule: its part between `fcpMs` and `ttiMs`, less 50 ms), and `observed`, the
 * task as the trace holds it (null if none matches): when it began (ms after the navigation's start), whether before
 * the first contentful paint, its wall and CPU time, the file of the first script it names (its address's last part;
 * none when it names none: promise callbacks are run unattributed), and what it did: each kind of WORK with the time
 * spent in it and not in another kind within it, the largest first; with `heldBy`, also who held the cores meanwhile
 * (core-holders.mjs), the page's main thread left out. A simulated task is the observed one whose wall time its
 * simulator turns into the same length, the first not yet taken: the tasks keep their order in the simulation.
 * @param {Array<Record<string, any>>} events  the trace's events
 * @param {{ counted: { startTime: number, duration: number, url?: string }[], fcpMs: number, ttiMs: number, cpuSlowdownMultiplier: number, heldBy?: (window: { fromUs: number, toUs: number, skipTid: number }) => { holder: string, ms: number }[] }} run
 *   `counted`: Lighthouse's long-tasks audit's items (its simulated timings); `fcpMs`, `ttiMs`: its FCP and TTI
 */
export function tasksBehindTbt(events, { counted, fcpMs, ttiMs, cpuSlowdownMultiplier, heldBy }) {
  const { fcp, navigation, thread } = paintedLoad(events);
  const multiplier = simulationMultipliers(cpuSlowdownMultiplier);
  // Lighthouse lists no task simulated under 50 ms (less the 1 ms a match allows for its rounding): a task shorter than
  // that at the larger multiplier is none of them, and its events are not read.
  const mayBeListed = (task) => (task.dur / 1000) * multiplier.other >= 49;
  // A task wrapped in another of the scheduler's is one task: the outermost counts.
  const tasks = outermostOf(thread.filter((event) => TASK_NAMES.has(event.name) && event.ts >= navigation.ts));
  const observed = tasks.filter(mayBeListed).map((task) => {
    const inside = thread.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const laidOut = inside.some((event) => event.name === 'Layout');
    return { task, inside, simulatedMs: Math.round((task.dur / 1000) * (laidOut ? multiplier.layout : multiplier.other)) };
  });
  const taken = new Set();
  return [...counted]
    .sort((a, b) => a.startTime - b.startTime)
    .map((item) => {
      const match = observed.find((candidate) => !taken.has(candidate) && Math.abs(candidate.simulatedMs - item.duration) <= 1);
      if (match) taken.add(match);
      const simulated = { start: item.startTime, end: item.startTime + item.duration, duration: item.duration };
      return {
        startMs: round1(item.startTime),
        simulatedMs: round1(item.duration),
        blockingMs: round1(Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(simulated, fcpMs, ttiMs)),
        url: item.url ?? null,
        observed: match ? observedTask(match, { fcp, navigation, heldBy }) : null,
      };
    })
    .filter((task) => task.blockingMs > 0);
}

function observedTask({ task, inside }, { fcp, navigation, heldBy }) {
  return {
    startMs: round1((task.ts - navigation.ts) / 1000),
    beforeFirstPaint: task.ts < fcp.ts,
    wallMs: round1(task.dur / 1000),
    cpuMs: typeof task.tdur === 'number' ? round1(task.tdur / 1000) : null,
    script: firstScriptOf(inside),
    work: workOf(inside),
    ...(heldBy && { heldBy: heldBy({ fromUs: task.ts, toUs: task.ts + task.dur, skipTid: task.tid }) }),
  };
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

/**
 * One line of a task behind TBT: `simulated at 872 for 166, blocking 41: observed at 118 (before the first paint),
 * (no script named) 82.8 ms (CPU 49.6): layout 38.6, style 26.6, paint 4.7`. A task not found in the trace is told
 * by the script Lighthouse attributed it to.
 */
export function describeTaskBehindTbt({ startMs, simulatedMs, blockingMs, url, observed }) {
  const simulated = `simulated at ${startMs} for ${simulatedMs}, blocking ${blockingMs}`;
  if (!observed) return `${simulated}: ${url ? fileOf(url) : '(no script named)'}, not found in the trace`;
  return `${simulated}: observed at ${observed.startMs}${observed.beforeFirstPaint ? ' (before the first paint)' : ''}, ${describeLongTask(observed)}`;
}
