import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import type * as WebVitals from 'web-vitals/attribution';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { installPerformanceTimeline, type FakeEntry } from '../../testing/fake-performance-timeline';
import { elementSelector } from '../element-selector';
import { VITAL_THRESHOLDS, vitalRating } from '../vital-ratings';
import { watchVitalsSoFar, type VitalSoFar } from '../vitals-so-far';

// What the page's first script reads of a page load is what the event stream's web-vitals reads of it: the same
// entries give the same values, ratings and element names.

let timeline: ReturnType<typeof installPerformanceTimeline>;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  // The price nested deep enough for web-vitals' selector of it to be cut at 100 characters.
  document.body.innerHTML = `<header><p id="brand">Callvera</p></header>
    <main id="main"><div class="plans grid"><section class="card">${'<div>'.repeat(15)}
      <h1 class="price big">$59</h1>${'</div>'.repeat(15)}</section>
    <button class="billing">Annual</button></div></main>`;
});
afterEach(() => {
  timeline.uninstall();
  jest.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  delete (performance as { interactionCount?: number }).interactionCount;
});

const h1 = () => document.querySelector('h1')!;
const button = () => document.querySelector('button')!;

/** A page load of /pricing: its response, its paints, shifts in two windows, and 60 presses of Annual. */
function aPageLoad(): FakeEntry[] {
  const presses = Array.from({ length: 60 }, (_, index) => ({
    entryType: 'event',
    name: 'pointerup',
    startTime: 5000 + index * 300,
    duration: 24 + ((index * 37) % 200),
    interactionId: 100 + index,
    target: button(),
    processingStart: 5000 + index * 300 + 2,
    processingEnd: 5000 + index * 300 + 10,
  }));
  return [
    { entryType: 'navigation', name: 'http://localhost/pricing', startTime: 0, responseStart: 120.4, activationStart: 0, type: 'navigate' },
    { entryType: 'paint', name: 'first-contentful-paint', startTime: 800.2 },
    { entryType: 'largest-contentful-paint', startTime: 810.4, element: document.getElementById('brand'), size: 90 },
    { entryType: 'largest-contentful-paint', startTime: 1300.6, element: h1(), size: 4000 },
    // A window of 0.08, one of 0.11 (the largest: CLS), and a shift right after a press, which never counts.
    { entryType: 'layout-shift', startTime: 1000, value: 0.05, hadRecentInput: false, sources: [] },
    { entryType: 'layout-shift', startTime: 1500, value: 0.03, hadRecentInput: false, sources: [] },
    { entryType: 'layout-shift', startTime: 3000, value: 0.02, hadRecentInput: false, sources: [] },
    { entryType: 'layout-shift', startTime: 3500, value: 0.09, hadRecentInput: false, sources: [] },
    { entryType: 'layout-shift', startTime: 3600, value: 0.5, hadRecentInput: true, sources: [] },
    // The same press's other event, shorter: its interaction is its longest.
    { ...presses[0]!, name: 'click', duration: 16 },
    ...presses,
  ];
}

/** What web-vitals, loaded afresh on this page (it keeps state of its own), reports of the same entries: each metric's last. */
async function webVitalsOf(): Promise<Record<string, MetricWithAttribution>> {
  let webVitals!: typeof WebVitals;
  jest.isolateModules(() => (webVitals = jest.requireActual('web-vitals/attribution')));
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = webVitals;
  const last: Record<string, MetricWithAttribution> = {};
  const keep = (metric: MetricWithAttribution) => (last[metric.name] = metric);
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(keep as never, { reportAllChanges: true });
  await jest.runAllTimersAsync();
  return last;
}

const byMetric = (vitals: VitalSoFar[]) => Object.fromEntries(vitals.map((vital) => [vital.metric, vital]));

it('are the values web-vitals computes from the same entries, and name the elements as it does', async () => {
  timeline = installPerformanceTimeline();
  Object.defineProperty(performance, 'interactionCount', { value: 60, configurable: true });
  const soFar = watchVitalsSoFar();
  timeline.record(...aPageLoad());
  const reference = await webVitalsOf();
  const read = byMetric(soFar());

  // The known answers: 98th percentile of 60 interactions is the second longest; the largest window of shifts.
  expect(Object.keys(read).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  expect(read.TTFB!.value).toBe(120.4);
  expect(read.FCP!.value).toBe(800.2);
  expect(read.LCP).toMatchObject({ value: 1300.6, element: h1() });
  expect(read.CLS!.value).toBeCloseTo(0.11, 10);
  const longest = aPageLoad()
    .filter((entry) => entry.entryType === 'event')
    .map((entry) => entry.duration!)
    .sort((a, b) => b - a);
  expect(read.INP).toMatchObject({ value: longest[1], element: button() });

  for (const metric of Object.keys(reference)) expect([metric, read[metric]!.value]).toEqual([metric, reference[metric]!.value]);
  const lcp = reference.LCP as MetricWithAttribution & { attribution: { target?: string } };
  const inp = reference.INP as MetricWithAttribution & { attribution: { interactionTarget?: string } };
  expect(elementSelector(read.LCP!.element!)).toBe(lcp.attribution.target);
  expect(elementSelector(read.LCP!.element!)).not.toMatch(/^#main>/);
  expect(elementSelector(read.INP!.element!)).toBe(inp.attribution.interactionTarget);
});

it('reads what the browser recorded after the observers last ran, as the page is hidden', () => {
  timeline = installPerformanceTimeline();
  const soFar = watchVitalsSoFar();
  timeline.record(...aPageLoad().slice(0, 3));
  // No task has run since: the observers have not been handed the entries.
  expect(byMetric(soFar()).LCP).toMatchObject({ value: 810.4 });
  timeline.record(aPageLoad()[3]!);
  expect(byMetric(soFar()).LCP).toMatchObject({ value: 1300.6 });
});

it('starts watching once told (the first paint: nothing of it holds that paint up), or at a reading that comes first', () => {
  timeline = installPerformanceTimeline();
  let start = () => {};
  watchVitalsSoFar((begin) => (start = begin));
  expect(timeline.observed()).toEqual([]);
  start();
  expect(timeline.observed()).toEqual(expect.arrayContaining(['largest-contentful-paint', 'layout-shift', 'event']));

  timeline.uninstall();
  timeline = installPerformanceTimeline();
  const leftBeforePaint = watchVitalsSoFar(() => undefined);
  timeline.record(...aPageLoad().slice(0, 4));
  // Left before it was told: what the browser buffered is read all the same.
  expect(byMetric(leftBeforePaint()).LCP).toMatchObject({ value: 1300.6 });
});

it('has no FCP, LCP or CLS of a page loaded hidden (a tab opened in the background), as web-vitals', async () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  timeline = installPerformanceTimeline();
  const soFar = watchVitalsSoFar();
  timeline.record(...aPageLoad());
  const reference = await webVitalsOf();
  expect(Object.keys(byMetric(soFar())).sort()).toEqual(['INP', 'TTFB']);
  expect(Object.keys(reference).sort()).toEqual(['INP', 'TTFB']);
});

it('leaves out what follows a soft navigation: it is that navigation’s, not the page load’s', () => {
  timeline = installPerformanceTimeline({
    supported: ['navigation', 'paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input', 'soft-navigation'],
  });
  const soFar = watchVitalsSoFar();
  const entries = aPageLoad().filter((entry) => entry.entryType !== 'event');
  timeline.record(
    ...entries.slice(0, 6),
    { entryType: 'soft-navigation', name: 'http://localhost/', startTime: 2000 },
    ...entries.slice(6),
  );
  timeline.record({ entryType: 'event', name: 'pointerup', startTime: 2500, duration: 400, interactionId: 9, target: button() });
  const read = byMetric(soFar());
  expect(read.CLS!.value).toBeCloseTo(0.08, 10);
  expect(read.INP).toBeUndefined();
});

it('in a browser that reports no layout shifts nor interactions (Safari, Firefox), sends what it measures', () => {
  timeline = installPerformanceTimeline({ supported: ['navigation', 'paint', 'largest-contentful-paint'] });
  const soFar = watchVitalsSoFar();
  timeline.record(...aPageLoad());
  expect(Object.keys(byMetric(soFar())).sort()).toEqual(['FCP', 'LCP', 'TTFB']);
});

it("rates a value by web-vitals' own thresholds", () => {
  expect(VITAL_THRESHOLDS).toEqual({
    LCP: LCPThresholds,
    INP: INPThresholds,
    CLS: CLSThresholds,
    FCP: FCPThresholds,
    TTFB: TTFBThresholds,
  });
  expect([2500, 2501, 4000, 4001].map((value) => vitalRating('LCP', value))).toEqual([
    'good',
    'needs-improvement',
    'needs-improvement',
    'poor',
  ]);
  expect(vitalRating('CLS', 0.1)).toBe('good');
});
