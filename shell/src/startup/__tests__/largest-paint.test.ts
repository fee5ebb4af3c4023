import { afterLargestPaint, LARGEST_PAINT_WAIT_MS } from '../largest-paint';

/** An image of the page laid out at `top` (px), 400 × 200 px, on a screen of 800 × 600 px. */
function pageImage(top: number, { failed = false } = {}) {
  const image = document.createElement('img');
  image.src = '/assets/picture.svg';
  image.getBoundingClientRect = () => ({ top, bottom: top + 200, left: 0, right: 400 }) as DOMRect;
  const state = { failed };
  Object.defineProperty(image, 'complete', { get: () => state.failed });
  document.body.append(image);
  return Object.assign(image, { fail: () => (state.failed = true) });
}

/** Largest-paint timing as Chromium reports it: each paint larger than the last, once it has been presented. */
function reportLargestPaints() {
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly registration;
    constructor(callback: PerformanceObserverCallback) {
      this.registration = { callback, connected: false };
    }
    observe() {
      this.registration.connected = true;
      observers.push(this.registration);
    }
    disconnect() {
      this.registration.connected = false;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePerformanceObserver, configurable: true });
  return (...paints: { size: number; element: Element | null }[]) => {
    const list = { getEntries: () => paints } as unknown as PerformanceObserverEntryList;
    for (const { callback, connected } of observers) if (connected) callback(list, {} as PerformanceObserver);
  };
}

/** The page's text, the first paint reported as its largest. */
const text = { size: 60_000, element: document.createElement('p') };

/** A picture of the first screen larger than the text, waited for once the text's paint has been reported. */
function waitingForALargerPicture() {
  const picture = pageImage(100); // 80,000 px²
  const paint = reportLargestPaints();
  const run = jest.fn();
  afterLargestPaint(run);
  paint(text);
  return { picture, paint, run };
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { value: 600, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: 800, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  document.body.innerHTML = '';
});

describe("waiting for the page's largest paint", () => {
  it('runs once the largest paint so far is reported, when no image of the first screen is larger', () => {
    pageImage(500); // 100 px of it on the screen: 40,000 px², smaller than the text
    pageImage(700); // below the screen
    const paint = reportLargestPaints();
    const run = jest.fn();
    afterLargestPaint(run);
    expect(run).not.toHaveBeenCalled();
    paint(text);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a larger picture of the first screen to be reported as the largest paint, and runs only once', async () => {
    const { picture, paint, run } = waitingForALargerPicture();
    await jest.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();

    paint({ size: 80_000, element: picture });
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS);
    paint({ size: 90_000, element: text.element });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once a larger picture fails to load, as it will not be painted', () => {
    const { picture, run } = waitingForALargerPicture();
    expect(run).not.toHaveBeenCalled();
    picture.fail();
    picture.dispatchEvent(new Event('error'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a picture that had failed before the paint was reported', () => {
    pageImage(100, { failed: true });
    const paint = reportLargestPaints();
    const run = jest.fn();
    afterLargestPaint(run);
    paint(text);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than LARGEST_PAINT_WAIT_MS for a picture that does not arrive', async () => {
    const { run } = waitingForALargerPicture();
    await jest.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown'])(
    "runs at a visitor's first %s: no larger paint is reported after it, and the press is what matters",
    (type) => {
      const { run } = waitingForALargerPicture();
      expect(run).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(run).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(run).toHaveBeenCalledTimes(1);
    },
  );

  it('runs at once where the browser does not report the largest paint, or on a page opened in the background', () => {
    pageImage(100);
    const run = jest.fn();
    afterLargestPaint(run);
    expect(run).toHaveBeenCalledTimes(1);

    reportLargestPaints();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    afterLargestPaint(run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
