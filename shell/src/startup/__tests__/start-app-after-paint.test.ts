import { DEPLOYED_FILE_REQUESTS, takeDeployedFileRequest } from '@callvera/shared/deployed-file-request';
import { AFTER_FIRST_PAINT, APP_ENTRY, DEPLOYED_FILES, ENTRY_RUNS, REMOTE_FILES } from '@callvera/shared/page-marks';
import { startAppAfterFirstPaint } from '../start-app-after-paint';
import { installPerformanceTimeline } from '../../testing/fake-performance-timeline';

/** A prerendered page's head: the entry preloaded, a take-over file kept for after the first paint. */
function servePage() {
  document.head.innerHTML = `
    <link rel="preload" href="/assets/main.js" as="script" ${APP_ENTRY}>
    <template ${AFTER_FIRST_PAINT}><link rel="preload" href="/assets/shared-packages.js" as="script"><link rel="preload" href="/assets/small.js" as="script"></template>`;
}

const entryScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What the app's entry does in its own task, before its start-up (@callvera/shared/entry-runs). */
const entryRuns = () => document.dispatchEvent(new Event(ENTRY_RUNS));

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

/**
 * The page painted and its entry announced: what the first script does up to the deployed files' requests.
 * `inTheEntrysTask` runs after the announcement, before the timers that start those requests.
 */
async function startedUpToTheEntry(inTheEntrysTask = () => {}) {
  const paint = reportPaintTiming();
  startAppAfterFirstPaint();
  paint('first-contentful-paint');
  await nextTask();
  entryRuns();
  inTheEntrysTask();
  await nextTask();
}

// The page's resource timing, which the first script reads before it asks for a file (jsdom keeps none); paint
// timing is each test's own (reportPaintTiming), so the timeline's observers report no type.
let timeline: ReturnType<typeof installPerformanceTimeline>;
beforeEach(() => {
  timeline = installPerformanceTimeline({ supported: [] });
});

afterEach(() => {
  timeline.uninstall();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  Reflect.deleteProperty(window, DEPLOYED_FILE_REQUESTS); // the next test is another page load
});

describe('starting the app after the first paint', () => {
  beforeEach(servePage);

  it('runs the entry and asks for the other files, in the order the page lists them, only once the first contentful paint is reported', async () => {
    const paint = reportPaintTiming();
    startAppAfterFirstPaint();
    paint('first-paint');
    await nextTask();
    expect(entryScripts()).toEqual([]);
    expect(preloads()).toEqual(['/assets/main.js']);

    paint('first-contentful-paint');
    await nextTask();
    expect(entryScripts()).toEqual(['/assets/main.js']);
    expect(preloads()).toEqual(['/assets/main.js', '/assets/shared-packages.js', '/assets/small.js']);
    expect(document.querySelector(`template[${AFTER_FIRST_PAINT}]`)).toBeNull();
  });

  it('asks for the deployed files the page lists once the entry runs, each in a timer of its own, and the app takes each response once', async () => {
    const manifest = { url: 'https://pricing.example/mf-manifest.json', integrity: 'sha384-pinned' };
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" ${DEPLOYED_FILES}>${JSON.stringify([{ url: '/remotes.json' }, { url: '/site-config.json' }, manifest])}</script>`,
    );
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    global.fetch = fetch;
    const paint = reportPaintTiming();
    startAppAfterFirstPaint();
    await nextTask();
    expect(fetch).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    await nextTask();
    expect(entryScripts()).toEqual(['/assets/main.js']);
    expect(fetch).not.toHaveBeenCalled();

    // Timers: they keep the entry's task in Lighthouse's graph (start-app-after-paint.ts).
    const timer = jest.spyOn(window, 'setTimeout');
    entryRuns();
    expect(fetch).not.toHaveBeenCalled();
    expect(timer).toHaveBeenCalledTimes(3);
    await nextTask();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/site-config.json', manifest.url]);
    expect(fetch.mock.calls[0]).toContainEqual(expect.objectContaining({ cache: 'no-cache' }));
    // The manifest is checked by the browser against the hash remotes.json pins.
    expect(fetch.mock.calls[2]).toContainEqual(expect.objectContaining({ integrity: manifest.integrity }));
    await takeDeployedFileRequest({ url: '/remotes.json' });
    await takeDeployedFileRequest({ url: `${location.origin}/site-config.json` });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Taken once: a retry asks the server again.
    await takeDeployedFileRequest({ url: '/remotes.json' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("asks for the remote's files once every deployed file has arrived or failed, not before", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" ${DEPLOYED_FILES}>${JSON.stringify([{ url: '/remotes.json' }, { url: '/site-config.json' }])}</script>
      <template ${REMOTE_FILES}><link rel="preload" href="https://legal.example/remoteEntry.js" as="script"><link rel="preload" href="https://legal.example/assets/page.js" as="script"></template>`,
    );
    const answers = new Map<string, { answer: () => void; fail: () => void }>();
    global.fetch = jest.fn(
      (url: RequestInfo | URL) =>
        new Promise<Response>((resolve, reject) =>
          answers.set(String(url), { answer: () => resolve(new Response('{}')), fail: () => reject(new TypeError('Failed to fetch')) }),
        ),
    );
    await startedUpToTheEntry();
    const remoteFiles = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[href^="https://legal.example/"]')].map((link) => link.href);

    answers.get('/remotes.json')!.answer();
    await nextTask();
    expect(remoteFiles()).toEqual([]);

    answers.get('/site-config.json')!.fail();
    await nextTask();
    expect(remoteFiles()).toEqual(['https://legal.example/remoteEntry.js', 'https://legal.example/assets/page.js']);
    expect(document.querySelector(`template[${REMOTE_FILES}]`)).toBeNull();
  });

  it('hands a manifest requested against one pin to no load that checks it against another', async () => {
    const url = 'https://pricing.example/mf-manifest.json';
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" ${DEPLOYED_FILES}>${JSON.stringify([{ url, integrity: 'sha384-release-1' }])}</script>`,
    );
    global.fetch = jest.fn(async () => new Response('{}'));
    await startedUpToTheEntry();
    const ask = jest.fn(async () => new Response('{"release":2}'));
    await expect(takeDeployedFileRequest({ url, integrity: 'sha384-release-2' }, ask).then((r) => r.json())).resolves.toEqual({
      release: 2,
    });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks for no file the app asked for first: its start-up may run before the timers', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" ${DEPLOYED_FILES}>${JSON.stringify([{ url: '/remotes.json' }, { url: '/site-config.json' }])}</script>`,
    );
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    global.fetch = fetch;
    await startedUpToTheEntry(() => void takeDeployedFileRequest({ url: '/site-config.json' }));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/site-config.json', '/remotes.json']);
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

describe('in a browser that can post tasks ahead of those already queued', () => {
  beforeEach(servePage);
  afterEach(() => Reflect.deleteProperty(globalThis, 'scheduler'));

  it('makes each request of the take-over a task of its own: the files in order, then the entry, then the deployed files', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" ${DEPLOYED_FILES}>${JSON.stringify([{ url: '/remotes.json' }, { url: '/site-config.json' }])}</script>`,
    );
    const steps: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      steps.push(`fetch ${String(url)}`);
      return new Response('{}');
    });
    const append = document.head.append.bind(document.head);
    jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) steps.push(`append ${(node as Element).getAttribute('href') ?? (node as Element).getAttribute('src')}`);
      append(...nodes);
    });
    const posted: (() => void)[] = [];
    const postTask = jest.fn((task: () => void, _options: { priority: string }) => {
      posted.push(task);
      return Promise.resolve();
    });
    Object.defineProperty(globalThis, 'scheduler', { value: { postTask }, configurable: true });
    const paint = reportPaintTiming();
    startAppAfterFirstPaint();
    await nextTask();
    expect(steps).toEqual([]);

    paint('first-contentful-paint');
    await nextTask();
    while (posted.length) {
      steps.push('next task');
      posted.shift()!();
    }
    steps.push('the entry runs');
    entryRuns();
    await nextTask();

    expect(steps).toEqual([
      'append /assets/shared-packages.js',
      'next task',
      'append /assets/small.js',
      'next task',
      'append http://localhost/assets/main.js',
      'the entry runs',
      'fetch /remotes.json',
      'fetch /site-config.json',
    ]);
    expect(postTask.mock.calls.map(([, options]) => options.priority)).toEqual(Array(2).fill('user-blocking'));
    expect(entryScripts()).toEqual(['/assets/main.js']);
    expect(document.querySelector(`template[${AFTER_FIRST_PAINT}]`)).toBeNull();
  });
});
