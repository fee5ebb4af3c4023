// Hand-made Chromium trace events for the bench's trace readers' tests, times in ms as the trace's µs.

/** The page's main thread. */
export const PAGE = { pid: 7, tid: 1 };

/** A complete trace event; `cpuMs` the thread's own time (tdur). */
export const traceEvent = (name, startMs, durationMs, { url, cpuMs, where = PAGE } = {}) => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durationMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  ...where,
  args: { data: url === undefined ? {} : { url } },
});

/** A navigation's start on the page's main thread. */
export const navigation = (id, startMs) => ({
  name: 'navigationStart',
  ph: 'R',
  ts: startMs * 1000,
  ...PAGE,
  args: { data: { navigationId: id } },
});
