/**
 * How long the app waits, after the first contentful paint, for a picture that will be the page's largest paint. In
 * Lighthouse's load, which is not throttled, such a picture arrives within tens of milliseconds of that paint; on a
 * visitor's link it is asked for with the stylesheets and is usually in before it. A slower one is not waited for:
 * presses are only kept until the app runs.
 */
export const LARGEST_PAINT_WAIT_MS = 250;

/**
 * Runs `run` once no image of the first screen can still become the page's largest paint: each has been reported as
 * the largest, is no larger than what has been, or has failed; or after LARGEST_PAINT_WAIT_MS. A picture that arrives
 * after the first contentful paint (an article's, on a busy machine) is painted later, and Lighthouse's simulated LCP
 * counts a script that ran before that paint as part of it, with its whole download. Where the browser does not
 * report the largest paint, or the page is hidden and paints nothing, it runs at once; and at a visitor's first press
 * or key, after which the browser reports no larger paint, and the press is what matters.
 */
export function afterLargestPaint(run: () => void): void {
  if (!willReportPaints('largest-contentful-paint')) {
    run();
    return;
  }
  let largestSize = 0;
  const reported = new Set<Element>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      largestSize = Math.max(largestSize, entry.size);
      if (entry.element) reported.add(entry.element);
    }
    runOnceNoneCanBeLargest();
  });
  const cap = setTimeout(runOnce, LARGEST_PAINT_WAIT_MS);
  const pressed = new AbortController();
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, runOnce, { capture: true, signal: pressed.signal });
  let ran = false;
  function runOnce() {
    if (ran) return;
    ran = true;
    observer.disconnect();
    clearTimeout(cap);
    pressed.abort();
    run();
  }
  function runOnceNoneCanBeLargest() {
    const canBeLargest = [...document.images].filter(
      (image) => !reported.has(image) && !hasFailed(image) && visibleArea(image) > largestSize,
    );
    if (canBeLargest.length) canBeLargest.forEach((image) => image.addEventListener('error', runOnceNoneCanBeLargest, { once: true }));
    else runOnce();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** A hidden page paints nothing, and a browser without the entry type never reports it. */
export function willReportPaints(entryType: 'paint' | 'largest-contentful-paint'): boolean {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(entryType);
  return Boolean(supported) && document.visibilityState === 'visible';
}

const hasFailed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

/** The image's area within the screen, as the browser sizes a paint it reports. */
function visibleArea(image: HTMLImageElement) {
  const { top, bottom, left, right } = image.getBoundingClientRect();
  const height = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  const width = Math.min(right, window.innerWidth) - Math.max(left, 0);
  return height > 0 && width > 0 ? height * width : 0;
}
