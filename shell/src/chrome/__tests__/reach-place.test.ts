// Back to a place well down a page whose code comes late: the place is reached as the page grows. A home page's
// blocks load as they near the screen, one after another, each letting the page grow towards the place; on a busy
// machine or a slow phone they keep coming past 3 s after <main> was filled.

const VIEWPORT = 900;
let pageHeight = 0;
let y = 0;
let resized: () => void = () => undefined;

async function freshPage() {
  jest.resetModules();
  jest.useFakeTimers();
  pageHeight = 2938;
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = Math.max(0, Math.min(top, pageHeight - VIEWPORT));
  }) as typeof window.scrollTo);
  window.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {
      resized = () => undefined;
    }
  } as unknown as typeof ResizeObserver;
  const [{ reachWhenThePageAllows }, { publishRemoteOutcome }] = await Promise.all([
    import('../scroll-positions'),
    import('../../composition/remote-outcomes'),
  ]);
  return { reachWhenThePageAllows, publishRemoteOutcome };
}

/** The page grows by a block `afterMs` later. */
function blockArrives(afterMs: number, height: number) {
  jest.advanceTimersByTime(afterMs);
  pageHeight += height;
  resized();
}

afterEach(() => jest.useRealTimers());

test('blocks that keep arriving 2 s apart, past 3 s after <main> was filled, still bring the page to the place', async () => {
  const { reachWhenThePageAllows, publishRemoteOutcome } = await freshPage();
  reachWhenThePageAllows(4637);
  expect(y).toBe(2038);
  publishRemoteOutcome({ type: 'main-filled' });
  blockArrives(2000, 1200);
  expect(y).toBe(3238);
  blockArrives(2000, 1200);
  expect(y).toBe(4438);
  blockArrives(2000, 1200);
  expect(y).toBe(4637);
});

test('a page that stops growing short of the place is let go 3 s later: growing after that does not move it', async () => {
  const { reachWhenThePageAllows, publishRemoteOutcome } = await freshPage();
  reachWhenThePageAllows(4637);
  publishRemoteOutcome({ type: 'main-filled' });
  jest.advanceTimersByTime(3000);
  pageHeight += 5000;
  resized();
  expect(y).toBe(2038);
});
