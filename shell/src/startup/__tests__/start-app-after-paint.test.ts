import { AFTER_FIRST_PAINT, APP_ENTRY, startAppAfterFirstPaint } from '../start-app-after-paint';

/** A prerendered page's head: the entry preloaded, a small take-over file kept for after the first paint. */
function servePage() {
  document.head.innerHTML = `
    <link rel="preload" href="/assets/shared-packages.js" as="script">
    <link rel="preload" href="/assets/main.js" as="script" ${APP_ENTRY}>
    <template ${AFTER_FIRST_PAINT}><link rel="preload" href="/assets/small.js" as="script"></template>`;
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Paint timing as Chromium reports it: the observer hears of first-contentful-paint once it has been presented. */
function reportPaintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push((names) => {
        const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name) };
        this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
      });
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePerformanceObserver, configurable: true });
  return (...names: string[]) => observers.forEach((notify) => notify(names));
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PerformanceObserver');
});

describe('starting the app after the first paint', () => {
  beforeEach(servePage);

  it('runs the entry and asks for the small files only once the first contentful paint is reported', async () => {
    const paint = reportPaintTiming();
    startAppAfterFirstPaint();
    paint('first-paint');
    await nextTask();
    expect(entryScripts()).toEqual([]);
    expect(preloads()).toEqual(['/assets/shared-packages.js', '/assets/main.js']);

    paint('first-contentful-paint');
    await nextTask();
    expect(entryScripts()).toEqual(['/assets/main.js']);
    expect(preloads()).toEqual(['/assets/shared-packages.js', '/assets/main.js', '/assets/small.js']);
    expect(document.querySelector(`template[${AFTER_FIRST_PAINT}]`)).toBeNull();
  });

  it('starts at once where the browser does not report paints', async () => {
    startAppAfterFirstPaint();
    await nextTask();
    expect(entryScripts()).toEqual(['/assets/main.js']);
    expect(preloads()).toContain('/assets/small.js');
  });

  it('starts at once on a page opened in the background, which paints nothing until shown', async () => {
    reportPaintTiming();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startAppAfterFirstPaint();
    await nextTask();
    expect(entryScripts()).toEqual(['/assets/main.js']);
  });

  it('leaves a page that runs its entry from a script tag alone', async () => {
    document.head.innerHTML = '<script src="/assets/main.js"></script>';
    startAppAfterFirstPaint();
    await nextTask();
    expect(entryScripts()).toEqual(['/assets/main.js']);
  });
});
