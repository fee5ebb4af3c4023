import type { VitalMetric } from '@callvera/shared/field-events';

/** One measurement of this page load as the browser has it so far, before rounding. */
export interface VitalSoFar {
  metric: VitalMetric;
  value: number;
  /** LCP: the element painted; INP: the element of the slowest interaction. */
  element?: Element | null;
}

/** The entry types read here, as the browser reports them (lib.dom types some of them, not all). */
interface Entry {
  entryType: string;
  startTime: number;
  duration: number;
  /** layout-shift */
  value?: number;
  hadRecentInput?: boolean;
  /** event, first-input */
  interactionId?: number;
  /** largest-contentful-paint, event, first-input */
  element?: Element | null;
  target?: Node | null;
}

/** web-vitals' INP: interactions shorter than this are not observed (40 ms, its default). */
const INTERACTION_THRESHOLD_MS = 40;
/** web-vitals keeps the ten longest interactions: INP is the 98th percentile, the longest below 50. */
const INTERACTIONS_KEPT = 10;

/**
 * Watches what the browser measures of this page load, from the page's first script, and returns what it has so far:
 * TTFB, FCP, LCP, CLS and INP, each as web-vitals computes it (the event stream's web-vitals reads the same entries,
 * so the same measurement has the same value). The observers start when `startWhen` says (the page's first paint:
 * nothing of theirs then holds it up), or at the first reading if that comes sooner. They take the entries the browser
 * buffered before they were made (`buffered`, handed over at once), and each reading first takes what they have not
 * yet been handed, so a reading as the page is hidden is whole. FCP and LCP of a page that was loaded hidden are not
 * the visitor's (web-vitals leaves them out); what follows a soft navigation is that navigation's, not this page load's.
 */
export function watchVitalsSoFar(startWhen: (start: () => void) => void = (start) => start()): () => VitalSoFar[] {
  // A page prerendered before the visitor opened it is hidden until then, and measured from when it was shown.
  const loadedHidden = document.visibilityState === 'hidden' && !(document as { prerendering?: boolean }).prerendering;
  let softNavigationAt = Infinity;
  let lcp: Entry | undefined;
  let cls = 0;
  let session: Entry[] = [];
  let sessionValue = 0;
  /** The longest interactions, longest first: interactionId → its longest entry. */
  let interactions: Entry[] = [];

  const onEntry: Record<string, (entry: Entry) => void> = {
    'soft-navigation': (entry) => (softNavigationAt = Math.min(softNavigationAt, entry.startTime)),
    'largest-contentful-paint': (entry) => (lcp = entry),
    'layout-shift': (entry) => {
      if (entry.hadRecentInput || entry.startTime >= softNavigationAt) return;
      const first = session[0];
      const last = session.at(-1);
      // A session window: shifts less than 1 s apart, within 5 s of its first. CLS is the largest window.
      if (sessionValue && first && last && entry.startTime - last.startTime < 1000 && entry.startTime - first.startTime < 5000) {
        sessionValue += entry.value ?? 0;
        session.push(entry);
      } else {
        sessionValue = entry.value ?? 0;
        session = [entry];
      }
      cls = Math.max(cls, sessionValue);
    },
    event: (entry) => {
      if (!entry.interactionId || entry.startTime >= softNavigationAt) return;
      const same = interactions.findIndex((kept) => kept.interactionId === entry.interactionId);
      if (same >= 0 && interactions[same]!.duration >= entry.duration) return;
      if (same >= 0) interactions.splice(same, 1);
      interactions = [...interactions, entry].sort((a, b) => b.duration - a.duration).slice(0, INTERACTIONS_KEPT);
    },
  };
  onEntry['first-input'] = onEntry.event!;

  const supported = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  let observers: PerformanceObserver[] | undefined;
  const observing = () => {
    if (observers) return observers;
    observers = [];
    // A soft navigation first: each reading hands its entry over before the others', which it ends.
    for (const type of Object.keys(onEntry)) {
      if (!supported.includes(type)) continue;
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => onEntry[type]!(entry as Entry)));
      observer.observe({ type, buffered: true, ...(type === 'event' ? { durationThreshold: INTERACTION_THRESHOLD_MS } : {}) });
      observers.push(observer);
    }
    return observers;
  };
  startWhen(observing);

  return () => {
    for (const observer of observing()) for (const entry of observer.takeRecords()) onEntry[entry.entryType]?.(entry as Entry);
    const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { activationStart?: number })[];
    const activated = navigation?.activationStart ?? 0;
    const since = (time: number) => Math.max(time - activated, 0);
    const vitals: VitalSoFar[] = [];
    if (navigation && navigation.responseStart > 0) vitals.push({ metric: 'TTFB', value: since(navigation.responseStart) });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (fcp && !loadedHidden) {
      vitals.push({ metric: 'FCP', value: since(fcp.startTime) });
      if (lcp) vitals.push({ metric: 'LCP', value: since(lcp.startTime), element: lcp.element });
      // web-vitals measures CLS from the first contentful paint on.
      if (supported.includes('layout-shift')) vitals.push({ metric: 'CLS', value: cls });
    }
    const count = (performance as { interactionCount?: number }).interactionCount ?? interactions.length;
    const inp = interactions[Math.min(interactions.length - 1, Math.floor(count / 50))];
    if (inp) vitals.push({ metric: 'INP', value: inp.duration, element: inp.target instanceof Element ? inp.target : null });
    return vitals;
  };
}
