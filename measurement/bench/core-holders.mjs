// Who held the machine's cores while the page's main thread waited in a long task. A task whose CPU time is a small
// part of its wall time was the thread waiting; Chromium's trace says how long, the kernel's record of each switch
// between threads (ftrace's sched_switch) says who ran instead. Chromium's trace on Linux stamps events with
// CLOCK_MONOTONIC in microseconds and names threads by their kernel ids (the bench runs it unsandboxed, so a
// renderer's ids are the machine's), so the two line up once ftrace is set to the same clock (`mono`).
import { readFileSync, writeFileSync } from 'node:fs';
import { round1 } from './trace-events.mjs';

const TRACEFS = '/sys/kernel/tracing';

/** What a core ran when it ran no thread: the kernel's idle task, thread id 0. */
export const IDLE = 'idle';

const SWITCH = /\[(\d+)\][^:]*?\s(\d+\.\d+): sched_switch: .*==> next_comm=(.*) next_pid=(\d+) next_prio=/;

/**
 * The switches of ftrace's text: from each on, `cpu` ran thread `tid` (0: none), as `comm` named it.
 * @returns {{ cpu: number, atUs: number, tid: number, comm: string }[]} in the record's order
 */
export function parseSchedSwitches(text) {
  const switches = [];
  for (const line of text.split('\n')) {
    const match = SWITCH.exec(line);
    if (match) switches.push({ cpu: Number(match[1]), atUs: Number(match[2]) * 1e6, tid: Number(match[4]), comm: match[3] });
  }
  return switches.sort((a, b) => a.atUs - b.atUs);
}

/**
 * Each holder's time on the cores within [fromUs, toUs], largest first, ms: what each core ran from its last switch
 * before the window (or, for a core with none before it, from its first switch in it: its time before that is
 * unknown, and counted for no one) to the next. `nameOf(tid, comm)` names a thread; threads one name shares add up.
 * @param {ReturnType<typeof parseSchedSwitches>} switches
 * @param {{ fromUs: number, toUs: number, skipTid?: number, nameOf?: (tid: number, comm: string) => string }} window
 * @returns {{ holder: string, ms: number }[]}
 */
export function coreHolders(switches, { fromUs, toUs, skipTid, nameOf = (tid, comm) => comm }) {
  const held = new Map();
  const byCore = new Map();
  for (const entry of switches) {
    if (!byCore.has(entry.cpu)) byCore.set(entry.cpu, []);
    byCore.get(entry.cpu).push(entry);
  }
  for (const onCore of byCore.values()) {
    onCore.forEach((entry, index) => {
      const from = Math.max(entry.atUs, fromUs);
      const to = Math.min(onCore[index + 1]?.atUs ?? toUs, toUs);
      if (to <= from || entry.tid === skipTid) return;
      const holder = entry.tid === 0 ? IDLE : nameOf(entry.tid, entry.comm);
      held.set(holder, (held.get(holder) ?? 0) + (to - from));
    });
  }
  return [...held]
    .map(([holder, microseconds]) => ({ holder, ms: round1(microseconds / 1000) }))
    .filter(({ ms }) => ms > 0)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Names Chromium's threads as its trace does ("VizCompositorThread (GPU Process)"), others by the kernel's name.
 * @param {Array<Record<string, any>>} traceEvents
 */
export function chromiumThreadNames(traceEvents) {
  const processes = new Map();
  const threads = new Map();
  for (const event of traceEvents) {
    if (event.ph !== 'M') continue;
    if (event.name === 'process_name') processes.set(event.pid, event.args.name);
    if (event.name === 'thread_name') threads.set(event.tid, { pid: event.pid, name: event.args.name });
  }
  return (tid, comm) => {
    const thread = threads.get(tid);
    if (!thread) return comm;
    const process = processes.get(thread.pid);
    return process ? `${thread.name} (${process})` : thread.name;
  };
}

const write = (file, value) => writeFileSync(`${TRACEFS}/${file}`, value);

/**
 * Starts the kernel's record of switches, on the clock Chromium's trace uses. Returns its reader, or why there is
 * none: it needs tracefs mounted and writable (root), which the bench runs without.
 * @returns {{ stop: () => ReturnType<typeof parseSchedSwitches> } | { unavailable: string }}
 */
export function startSchedRecord() {
  let clock;
  try {
    clock = /\[(\w+)\]/.exec(readFileSync(`${TRACEFS}/trace_clock`, 'utf8'))[1];
    write('trace_clock', 'mono');
    write('buffer_size_kb', '30000');
    write('events/sched/sched_switch/enable', '1');
    write('trace', '');
    write('tracing_on', '1');
  } catch (error) {
    return {
      unavailable: `the kernel's switches are not readable at ${TRACEFS} (${error.code ?? error.message}): as root, mount -t tracefs nodev ${TRACEFS}`,
    };
  }
  return {
    stop() {
      write('tracing_on', '0');
      write('events/sched/sched_switch/enable', '0');
      const switches = parseSchedSwitches(readFileSync(`${TRACEFS}/trace`, 'utf8'));
      write('trace', '');
      write('trace_clock', clock);
      return switches;
    },
  };
}
