// What a load's largest paint came after, read from its trace: the scripts Lighthouse's simulated LCP can count.
import { fileOf, paintedLoad } from './long-tasks.mjs';
import { round1 } from './trace-events.mjs';

const CANDIDATE = 'largestContentfulPaint::Candidate';

/**
 * In ms after the navigation's start: when the page's main thread painted its first frame, when the browser presented
 * the first contentful paint (a frame painted but held back is shown, and reported, later), and when the largest paint
 * was (the last candidate the browser reported for the navigation, with what it drew: text or an image, and its size);
 * and each script the page's main thread began to evaluate before that paint, in order. Lantern's LCP counts a script
 * evaluated before the observed largest paint as part of it, with its download and what that waited on; one evaluated
 * after it does not count. A load whose browser reported no largest paint has `lcpMs` null and lists every script it
 * evaluated.
 * @param {Array<Record<string, any>>} events  the trace's events
 */
export function scriptsBeforeLargestPaint(events) {
  const { fcp, navigation, thread } = paintedLoad(events);
  const navigationId = fcp.args?.data?.navigationId;
  const largest = events
    .filter((event) => event.name === CANDIDATE && event.args?.data?.navigationId === navigationId)
    .filter((event) => event.args.data.isOutermostMainFrame !== false)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const after = (event) => round1((event.ts - navigation.ts) / 1000);
  const scripts = thread
    .filter((event) => event.name === 'EvaluateScript' && event.args?.data?.url)
    .filter((event) => event.ts >= navigation.ts && (!largest || event.ts < largest.ts))
    .map((event) => ({ file: fileOf(event.args.data.url), atMs: after(event) }));
  const firstFrame = thread.find((event) => event.name === 'Paint' && event.ts >= navigation.ts && event.ts <= fcp.ts);
  return {
    paintedMs: firstFrame ? after(firstFrame) : null,
    fcpMs: after(fcp),
    lcpMs: largest ? after(largest) : null,
    lcpDrew: largest ? `${largest.args.data.type ?? 'a paint'} of ${largest.args.data.size}` : null,
    scripts,
  };
}

/**
 * `first frame painted at 200, fcp 210, lcp 230 (image of 48000); evaluated before it: page-start.1.js at 150,
 * main.2.js at 220`
 */
export function describeLargestPaintPath({ paintedMs, fcpMs, lcpMs, lcpDrew, scripts }) {
  const painted = paintedMs === null ? 'no frame painted before it' : `first frame painted at ${paintedMs}`;
  const largest = lcpMs === null ? 'no largest paint reported' : `lcp ${lcpMs} (${lcpDrew})`;
  const before = scripts.length ? scripts.map(({ file, atMs }) => `${file} at ${atMs}`).join(', ') : 'none';
  return `${painted}, fcp ${fcpMs}, ${largest}; evaluated before it: ${before}`;
}
