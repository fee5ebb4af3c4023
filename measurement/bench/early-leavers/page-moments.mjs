// Functions run inside the visited page, in any engine (sent as their source: nothing from outside themselves).

/** Once `ms` have passed since the page's first contentful paint, by its clock: how many (else false). */
export function pastFirstPaintBy(ms) {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const since = paint ? performance.now() - paint.startTime : -1;
  return since >= ms && since;
}

/**
 * The page load's vitals the browser has measured by now, as web-vitals would find them: TTFB once its navigation
 * entry has a response start, FCP once painted, LCP and CLS where it reports their entries.
 */
export function measuredVitals() {
  const supported = typeof PerformanceObserver === 'undefined' ? [] : [...(PerformanceObserver.supportedEntryTypes ?? [])];
  const [navigation] = performance.getEntriesByType('navigation');
  const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  return [
    ...(painted && supported.includes('largest-contentful-paint') ? ['LCP'] : []),
    ...(painted && supported.includes('layout-shift') ? ['CLS'] : []),
    ...(painted ? ['FCP'] : []),
    ...(navigation?.responseStart > 0 ? ['TTFB'] : []),
  ];
}
