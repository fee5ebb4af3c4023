// "The page's first script": what page-start.js itself costs the main thread on the emulated phone (4× CPU, the
// same throttling as the usable part), read from a Chromium trace of a load with no press, and its size.
// Loaded async (the parser waits for it only on a page that splits its visitors), its evaluation still runs in the
// middle of the load, and Lighthouse names it for the long task it runs in even when most of that task is the
// parser's: its own work is the figure held to a target.
/* global document -- the script's address is read in the page */
import { gzipSync } from 'node:zlib';
import { measureRoutes, openThrottledPhone, whenTakenOver } from './chromium.mjs';
import { median } from '@callvera/read-outs/report-table';
import { outermostOf, round1 } from './trace-events.mjs';

export const FIRST_SCRIPT_COLUMNS = ['ownMs', 'beforeFcpMs', 'longestMs', 'kB', 'gzipKB'];

/**
 * On every route: no long task of its own on the emulated phone. Its work in all (ownMs) is a figure: most of it is
 * the browser starting the take-over's requests, which the page needs made however the script is written.
 */
export const FIRST_SCRIPT_TARGETS = { longestMs: ['<=', 50] };

/** What the trace records: the main thread's tasks and the script runs and calls within them. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading', 'toplevel'];

/** Entries of a script into the main thread: its evaluation (compile and run) and each call of a function it defined. */
const SCRIPT_ENTRIES = new Set(['EvaluateScript', 'FunctionCall']);

const GIVE_UP_MS = 20_000;

/**
 * The work of the script at `url` on the renderer's main thread, from a trace's events (ms): `ownMs` in all,
 * `beforeFcpMs` of it before the first contentful paint, and `longestMs`, its longest single entry. An entry is an
 * EvaluateScript of the file or a FunctionCall of a function it defined, with everything inside it (what the call
 * makes the browser do, such as starting a request); one nested in another of its own entries counts once. Only
 * complete ("X") events are read: Chromium records these entries so. A promise callback or an `await`'s continuation
 * is no entry (Chromium runs it among the microtasks, unattributed), so the first script keeps its work out of them.
 * @param {Array<Record<string, any>>} events  the trace's events
 * @param {string} url  the script's address
 */
export function firstScriptWork(events, url) {
  const ofScript = (event) => event.ph === 'X' && SCRIPT_ENTRIES.has(event.name) && event.args?.data?.url === url;
  const evaluation = events.find((event) => ofScript(event) && event.name === 'EvaluateScript');
  if (!evaluation) throw new Error(`the trace has no evaluation of ${url}`);
  const thread = (event) => `${event.pid}:${event.tid}`;
  const mainThread = thread(evaluation);
  const entries = events.filter((event) => ofScript(event) && thread(event) === mainThread).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = outermostOf(entries);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === evaluation.pid)?.ts ?? Infinity;
  const ms = (list) => list.reduce((sum, entry) => sum + entry.dur, 0) / 1000;
  return {
    ownMs: round1(ms(outermost)),
    beforeFcpMs: round1(ms(outermost.filter((entry) => entry.ts + entry.dur <= fcp))),
    longestMs: round1(Math.max(...outermost.map((entry) => entry.dur)) / 1000),
  };
}

/** One fresh context, one load traced until the app has taken the page over. */
async function measureOnce(browser, url) {
  const { context, page, cdp } = await openThrottledPhone(browser);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    const takenOver = await whenTakenOver(page, GIVE_UP_MS);
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } });
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    await takenOver();
    const scriptUrl = await page.evaluate(() => document.querySelector('head > script[src]')?.src);
    await cdp.send('Tracing.end');
    await complete;
    if (!scriptUrl) throw new Error(`${url}: the page names no first script in its head`);
    return { scriptUrl, ...firstScriptWork(events, scriptUrl) };
  } finally {
    await context.close();
  }
}

/** The file as built and as gzip sends it, KB. */
async function sizes(scriptUrl) {
  const bytes = Buffer.from(await (await fetch(scriptUrl, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
  return { kB: round1(bytes.length / 1024), gzipKB: round1(gzipSync(bytes).length / 1024) };
}

/** @returns {Promise<Record<string, Record<string, number>>>} the medians of `runs` runs per route, and the file's sizes */
export function measureFirstScript({ routes, runs, origin, log, onLiveSite }) {
  return measureRoutes(
    { routes, runs, onLiveSite },
    (browser, route) => measureOnce(browser, `${origin}${route}`),
    async (route, samples) => {
      log(`first script ${route}: ${samples.map((sample) => sample.ownMs).join(', ')} ms`);
      const figures = Object.fromEntries(
        ['ownMs', 'beforeFcpMs', 'longestMs'].map((key) => [key, median(samples.map((sample) => sample[key]))]),
      );
      return { ...figures, ...(await sizes(samples[0].scriptUrl)) };
    },
  );
}
