import type { BrowserContext, Page } from '@playwright/test';
import { builtRelease } from '../support/built-release';
import { fieldEventLogFromNow, type LoggedEvent } from '../support/field-event-log';
import { expect, test } from '../support/site-test';

// A visitor who leaves soon after the page shows is measured as one who stays: the vitals the browser has by then
// reach the collector, though the event stream's code never arrived (the small version of
// measurement/bench/early-leavers.mjs).

test.use({ waitForApp: false });

const pricingRelease = builtRelease('mfe-pricing/dist');
const PAGE_LOAD_VITALS = ['CLS', 'FCP', 'LCP', 'TTFB'];

/** Whether the page has asked for the event stream's code. */
function streamRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('/field-stream.') && requested.push(request.url()));
  return requested;
}

/**
 * Once `ms` have passed on the page's own clock since its first contentful paint: how long this visitor looks at the
 * page before leaving, the moment the scenario is about (not a wait for something to happen). Returns how long it was.
 */
async function lookFor(page: Page, ms: number): Promise<number> {
  const sinceFirstPaint = await page.waitForFunction(
    (ms) => {
      const since = performance.now() - (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity);
      // Falsy until the visitor has looked for `ms`: waitForFunction polls until then.
      return since >= ms ? since : 0;
    },
    ms,
    { polling: 20 },
  );
  return Math.round(await sinceFirstPaint.jsonValue());
}

type Leave = (page: Page) => Promise<unknown>;
const WAYS_OF_LEAVING: Record<string, Leave> = {
  'types another address': (page) => page.goto('about:blank'),
  'closes the tab': (page) => page.close({ runBeforeUnload: true }),
};

/** Who leaves how, how long after the page first showed, and on what: a phone's processor is 4× slower. */
const VISITORS = [
  { way: 'types another address', afterMs: 500, phone: false },
  { way: 'closes the tab', afterMs: 500, phone: false },
  { way: 'types another address', afterMs: 1000, phone: true },
  { way: 'closes the tab', afterMs: 1000, phone: true },
] as const;

async function visit(context: BrowserContext, leave: Leave, afterMs: number, phone: boolean) {
  const page = await context.newPage();
  if (phone) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const stream = streamRequests(page);
  await page.goto('/pricing', { waitUntil: 'commit' });
  const leftAfterMs = await lookFor(page, afterMs);
  const streamBeforeLeaving = [...stream];
  await leave(page);
  return { leftAfterMs, streamBeforeLeaving };
}

for (const { way, afterMs, phone } of VISITORS) {
  const who = `${phone ? 'on a phone, ' : ''}${way} ${afterMs / 1000} s after the page shows`;
  test(`a visitor who ${who} sends the page load's LCP, FCP, TTFB and CLS`, async ({ context }) => {
    const log = fieldEventLogFromNow();
    const { leftAfterMs, streamBeforeLeaving } = await visit(context, WAYS_OF_LEAVING[way]!, afterMs, phone);
    test.info().annotations.push({ type: 'left', description: `${leftAfterMs} ms after the first contentful paint` });
    expect(streamBeforeLeaving, "left before the stream's code was asked for").toEqual([]);

    const [lcp] = await log.waitFor({ name: 'vital', metric: 'LCP' });
    const vitals = (): LoggedEvent[] => log.events().filter((event) => event.name === 'vital' && event.pageLoad === lcp!.pageLoad);
    await expect
      .poll(() =>
        vitals()
          .map((event) => event.metric)
          .sort(),
      )
      .toEqual(PAGE_LOAD_VITALS);
    for (const vital of vitals()) {
      expect(vital).toMatchObject({ route: '/pricing', remote: 'pricing', remoteRelease: pricingRelease });
      expect(vital.id).toEqual(expect.stringMatching(/^v\d+-\d+-\d{13}$/));
      expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);
    }
    expect(lcp!.value).toBeGreaterThan(0);
    expect(lcp!.element).toEqual(expect.stringMatching(/\S/));
    expect(lcp).toMatchObject({ attributedTo: 'pricing', attributedRelease: pricingRelease });
  });
}
