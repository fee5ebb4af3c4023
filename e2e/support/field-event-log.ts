import path from 'node:path';
import type { Page } from '@playwright/test';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { linesFromNow } from '@callvera/deploy-config/field-event-log-files';
import { SETTLE_MS } from '@callvera/shell/field-signal/start-field-signal';
import { FLUSH_AFTER_MS } from '@callvera/shell/field-signal/event-sender';
import { FIELD_STREAM_ATTRIBUTE } from '@callvera/shell/field-signal/field-stream-state';
import { expect } from './site-test';

/**
 * Where the collector writes, one event a line, a file a day: the production nginx config's (scripts/render-nginx-config.mjs
 * runs it from .cache/nginx), or `npm start`'s server's (scripts/serve-shell.mjs).
 */
const FIELD_EVENT_LOGS = path.resolve(__dirname, process.env.SITE_SERVER === 'nginx' ? '../../.cache/nginx/logs' : '../../.cache/serve');

export const COLLECTOR_PATH = FIELD_EVENTS.wire.collectorPath;

/** One line of the log: the page load's fields and the event's own. */
export interface LoggedEvent {
  name: string;
  pageLoad: string;
  shellRelease: string;
  experiments: Record<string, string>;
  route: string;
  remote?: string;
  remoteRelease: string;
  [field: string]: unknown;
}

/**
 * The log from now on: the lines written after this call. Specs run one at a time, so these are the
 * test's own.
 */
export function fieldEventLogFromNow() {
  const lines = linesFromNow(FIELD_EVENT_LOGS);
  const events = (): LoggedEvent[] => lines().map((line) => JSON.parse(line) as LoggedEvent);
  return {
    events,
    /** Waits until the log holds an event matching `fields` and returns the matching ones. */
    async waitFor(fields: Partial<LoggedEvent>, timeout = 25_000): Promise<LoggedEvent[]> {
      const matching = () => events().filter((event) => Object.entries(fields).every(([key, value]) => isEqual(event[key], value)));
      await expect
        .poll(() => matching().length, { timeout, message: `an event with ${JSON.stringify(fields)} in the log` })
        .toBeGreaterThan(0);
      return matching();
    },
  };
}

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Once the browser has presented the frame that answers a press: only then does it time the interaction
 * (Event Timing, which INP reads). A visitor who leaves later than that, as any visitor does, is measured.
 */
export async function afterPressPresented(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

/**
 * Once the page's event stream has loaded and started (once the page has settled: start-field-signal.ts). From
 * then on it notes what the page does, and leaving the page sends what it holds at once: a test need not wait out a
 * batch's own delay to know the stream runs. The stream's chunk comes by a script element, which the bundler's
 * runtime removes on the element's load event: after the chunk has run, and with it the promise chain that starts the
 * stream. Its resource timing entry says the script was asked for and fetched.
 */
export async function streamStarted(page: Page) {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/field-stream.') && (entry as PerformanceResourceTiming).initiatorType === 'script') &&
      !document.querySelector('script[src*="/field-stream."]'),
    undefined,
    { timeout: 25_000 },
  );
}

/**
 * The stream's waits, passed on the page's own clock (`page.clock.install()` before the page loaded: it runs as time
 * does, and its timers fire as if the visitor had stayed, without the test staying too). First the quiet spell after
 * which the stream loads; then on, in steps, until the page has said on <html> whether its stream runs or it sends
 * nothing (field-stream-state.ts): the spell counts from the take-over, and the stream's code and the deployed config
 * arrive in real time, which a loaded machine may not have given them yet; then the stream's first batch's delay.
 */
export async function passTheStreamsWaits(page: Page) {
  await page.clock.runFor(SETTLE_MS + 1000);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(STEP_MS);
        return page.evaluate((attribute) => document.documentElement.getAttribute(attribute), FIELD_STREAM_ATTRIBUTE);
      },
      { timeout: 25_000, message: 'the page saying whether its event stream runs' },
    )
    .not.toBeNull();
  await page.clock.runFor(FLUSH_AFTER_MS + 1000);
}

/** How far the page's clock is moved on at a time while the test waits for what comes in real time. */
const STEP_MS = 250;

/** Leaves the page, as a visitor closing the tab or following a link out: it is hidden, then unloaded. */
export async function leavePage(page: Page) {
  await page.goto('about:blank');
}

/** Every request a page makes to the collector's path. */
export function requestsToCollector(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECTOR_PATH) requests.push(request.url());
  });
  return requests;
}
