import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PAGE_KIND_PATHS, test } from '../support/site-test';

/**
 * A browser paints a page as it parses it: a frame may come between any two of its elements (the parser yields every
 * few milliseconds, and a slow network hands it the page in pieces). What such a frame shows must not move as the
 * rest arrives, or the visitor sees it jump, and Lighthouse counts a layout shift.
 * Each page is written into a blank document of the site's origin, cut after a start tag of its first screen, painted,
 * then completed. Its scripts are left out: what they change is the take-over, tested elsewhere. A scan of every start
 * tag of the first screens (ten minutes) found the parts held back now; what it found left is in docs/speed.md.
 */
test.use({ waitForApp: false });

const WIDTHS = [375, 1280];
const HEIGHT = 800;
/**
 * Cuts tried on each first screen: this many spread evenly over it, and every one inside its first nav and its first
 * fieldset, where parts moved (the header's links, the billing switch's options); the evenly spread ones found the hero's picture.
 */
const CUTS_PER_SCREEN = 8;

/** Where the parser has just made an element: after each start tag in #root, in document order. */
function cutsInRoot(html: string) {
  const root = html.indexOf('<div id="root">');
  return [...html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/g)].map((tag) => tag.index + tag[0].length).filter((at) => at > root);
}

/** The cuts inside the first `<tag>` of #root (none if it has none). */
function cutsInside(html: string, cuts: number[], tag: string) {
  const start = html.indexOf(`<${tag}`, html.indexOf('<div id="root">'));
  const end = html.indexOf(`</${tag}>`, start);
  return start < 0 ? [] : cuts.filter((cut) => cut > start && cut < end);
}

/** How many of #root's elements, in document order, it takes to reach the last one that starts on the first screen. */
async function firstScreenElements(page: Page, html: string) {
  await writePage(page, html, '');
  // Laid out whole, as the visitor gets it.
  return page.evaluate((height) => {
    const elements = [...document.querySelectorAll('#root *')];
    const last = elements.findLastIndex((element) => element.getBoundingClientRect().top < height);
    return last + 1;
  }, HEIGHT);
}

/**
 * Writes `head` into the page's document, lets it paint with its stylesheets, writes `rest`: the shifts seen. The page
 * must be one of the site's (`openBlankPage`); each write replaces the document, in the same window, so one navigation
 * serves every write. The observer is this write's own, and its records are taken once the last frame has been
 * painted, so nothing waits for the browser to deliver them.
 * Chromium may parse written text in later tasks, as it does a network's (on a busy machine, the body came after the
 * write's frames), so each part waits until the parser has made it: `head`'s last start tag, then the whole document.
 */
async function writePage(page: Page, head: string, rest: string) {
  return page.evaluate(
    async ({ head, rest }) => {
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const stylesheetsLoaded = () =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet);
      const until = async (done: () => boolean, what: string) => {
        const deadline = Date.now() + 20_000;
        while (!done()) {
          if (Date.now() > deadline) throw new Error(`the written page never had ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const shifts: PerformanceEntry[] = [];
      const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      const inRoot = (parsed: Document) => parsed.querySelectorAll('#root, #root *').length;
      // DOMParser parses at once, by the same rules: the elements `head` makes.
      const elementsInHead = inRoot(new DOMParser().parseFromString(head, 'text/html'));
      document.open();
      document.write(head);
      await until(() => inRoot(document) >= elementsInHead, `the ${elementsInHead} elements of #root before the cut`);
      await until(stylesheetsLoaded, 'its stylesheets loaded');
      await painted();
      await painted();
      document.write(rest);
      document.close();
      await until(() => document.readyState === 'complete', 'its parse and loads complete');
      await painted();
      await painted();
      shifts.push(...observer.takeRecords());
      observer.disconnect();
      return shifts.map((entry) => {
        const shift = entry as PerformanceEntry & { value: number; sources: { node?: Node }[] };
        return {
          value: shift.value,
          moved: shift.sources.map(({ node }) => (node as Element | undefined)?.outerHTML?.slice(0, 100) ?? '?'),
        };
      });
    },
    { head, rest },
  );
}

/** A page of the site's origin with nothing in it, for writePage to write into: its stylesheets' addresses resolve. */
async function openBlankPage(page: Page) {
  await page.goto('/robots.txt');
}

/** The page as served, without its scripts: they would hold the parser until they fail to load. */
async function pageWithoutScripts(page: Page, request: APIRequestContext, path: string) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  return (await (await request.get(path)).text()).replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '');
}

test('the scan sees a shift: a page whose later part pushes down what was painted', async ({ page, request }) => {
  const html = await pageWithoutScripts(page, request, '/privacy-policy');
  await openBlankPage(page);
  // As the scan does: the page written whole first, so its files are in the browser's cache.
  await firstScreenElements(page, html);
  // Cut once its heading is in: the heading and all above it have painted.
  const cut = html.indexOf('</h1>') + '</h1>'.length;
  const shifts = await writePage(page, html.slice(0, cut), `<style>#root { padding-top: 200px }</style>${html.slice(cut)}`);
  expect(shifts.map((shift) => shift.moved.join(' '))).toEqual([expect.stringMatching(/^<main id="main"/)]);
  expect(shifts[0]!.value).toBeGreaterThan(0.1);
});

for (const path of PAGE_KIND_PATHS) {
  test(`${path}, painted while parsed (in its nav, its first fieldset, across its first screen), moves nothing as the rest arrives`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const html = await pageWithoutScripts(page, request, path);
    await openBlankPage(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      const firstScreen = cutsInRoot(html).slice(0, await firstScreenElements(page, html));
      const cuts = [
        ...firstScreen.filter((_, index) => index % Math.ceil(firstScreen.length / CUTS_PER_SCREEN) === 0),
        ...cutsInside(html, firstScreen, 'nav'),
        ...cutsInside(html, firstScreen, 'fieldset'),
      ];
      expect(cuts.length, 'cuts on the first screen').toBeGreaterThanOrEqual(CUTS_PER_SCREEN / 2);
      const moved: string[] = [];
      for (const cut of cuts) {
        const shifts = await writePage(page, html.slice(0, cut), html.slice(cut));
        for (const shift of shifts)
          moved.push(`at ${width} px, cut after …${html.slice(cut - 60, cut)}: ${shift.value.toFixed(4)} ${shift.moved.join(' ')}`);
      }
      expect(moved).toEqual([]);
    }
  });
}
