/**
 * A browser's performance timeline for tests, in jsdom (which keeps none): the entries a page load's browser records,
 * handed to PerformanceObservers as a browser does (those it buffered when one observes with `buffered`, each new one
 * as it comes, in a task of its own; `takeRecords` hands over what is waiting at once), and read by
 * performance.getEntriesByType and getEntriesByName, on the page's clock (performance.now), which moves only when told.
 * Installed for one test (with Jest's fake timers, keep `performance`: `doNotFake: ['performance']`); `uninstall`
 * puts jsdom's back.
 */

export interface FakeEntry {
  entryType: string;
  name?: string;
  startTime: number;
  duration?: number;
  [field: string]: unknown;
}

/** The entry types a recent Chromium reports (`supportedEntryTypes`), and their `buffered` entries. */
const CHROMIUM_TYPES = ['navigation', 'paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input', 'long-animation-frame'];

interface FakeEntryList {
  getEntries(): FakeEntry[];
  getEntriesByName(name: string): FakeEntry[];
  getEntriesByType(type: string): FakeEntry[];
}

const entryList = (entries: FakeEntry[]): FakeEntryList => ({
  getEntries: () => entries,
  getEntriesByName: (name) => entries.filter((entry) => entry.name === name),
  getEntriesByType: (type) => entries.filter((entry) => entry.entryType === type),
});

export function installPerformanceTimeline({ now = 60_000, supported = CHROMIUM_TYPES }: { now?: number; supported?: string[] } = {}) {
  const timeline: FakeEntry[] = [];
  const observers = new Set<FakeObserver>();
  const asEntry = (entry: FakeEntry) =>
    Object.assign(
      entry.entryType === 'navigation' ? new FakeNavigationTiming() : {},
      { name: '', duration: 0, toJSON: () => entry },
      entry,
    );
  let clock = now;

  class FakeObserver {
    static readonly supportedEntryTypes = supported;
    private types = new Set<string>();
    private waiting: FakeEntry[] = [];
    private scheduled = false;
    constructor(private readonly callback: (list: FakeEntryList, observer: FakeObserver) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (!supported.includes(type)) return;
      this.types.add(type);
      observers.add(this);
      if (buffered) this.take(timeline.filter((entry) => entry.entryType === type));
    }
    take(entries: FakeEntry[]) {
      this.waiting.push(...entries.filter((entry) => this.types.has(entry.entryType)));
      if (!this.waiting.length || this.scheduled) return;
      this.scheduled = true;
      setTimeout(() => {
        this.scheduled = false;
        const handed = this.takeRecords();
        if (handed.length) this.callback(entryList(handed), this);
      });
    }
    takeRecords() {
      return this.waiting.splice(0);
    }
    observedTypes() {
      return [...this.types];
    }
    disconnect() {
      observers.delete(this);
    }
  }

  const original = {
    PerformanceObserver: globalThis.PerformanceObserver,
    PerformanceEventTiming: (globalThis as { PerformanceEventTiming?: unknown }).PerformanceEventTiming,
    PerformanceNavigationTiming: (globalThis as { PerformanceNavigationTiming?: unknown }).PerformanceNavigationTiming,
  };
  // The navigation entry's own class: web-vitals tells a navigation's entry from a restore's by it.
  class FakeNavigationTiming {}
  Object.assign(globalThis, {
    PerformanceObserver: FakeObserver,
    // What web-vitals asks of a browser before it measures INP.
    PerformanceEventTiming: class {
      get interactionId() {
        return 0;
      }
    },
    PerformanceNavigationTiming: FakeNavigationTiming,
  });
  const reads = { now: performance.now, getEntriesByType: performance.getEntriesByType, getEntriesByName: performance.getEntriesByName };
  Object.assign(performance, {
    now: () => clock,
    getEntriesByType: (type: string) => timeline.filter((entry) => entry.entryType === type),
    getEntriesByName: (name: string) => timeline.filter((entry) => entry.name === name),
  });

  return {
    /** The browser records these entries (in order), and hands each to the observers of its type. */
    record(...entries: FakeEntry[]) {
      const made = entries.map(asEntry);
      timeline.push(...made);
      for (const observer of observers) observer.take(made);
    },
    /** The entry types some observer observes. */
    observed: () => [...new Set([...observers].flatMap((observer) => observer.observedTypes()))],
    /** The page's clock moves on. */
    advance(ms: number) {
      clock += ms;
    },
    uninstall() {
      Object.assign(performance, reads);
      Object.assign(globalThis, original);
    },
  };
}
