import { FIELD_WIRE } from '@callvera/shared/field-event-wire';
import type { FieldEvent, FieldEventPage } from '@callvera/shared/field-events';
import { nextBatch } from './event-batches';

/** Events wait this long for others to join them, unless the page is left first. */
export const FLUSH_AFTER_MS = 5000;

/** Sends one batch; resolves whether the collector took it. */
export type PostBatch = (url: string) => Promise<boolean>;

/**
 * An empty POST with the batch in its URL, kept alive past the page's end so a batch sent as the page
 * is left still arrives. No cookie, no referrer (the page's URL may carry a query), never cached.
 */
export const postBatch: PostBatch = (url) =>
  fetch(url, { method: 'POST', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );

export interface EventSender {
  add(event: FieldEvent): void;
  /** Sends everything waiting, now (as the page is hidden or left). */
  flush(): void;
}

/**
 * Batches events to the collector at `path`. A collector that is down, refuses a batch or answers with
 * an error ends the sending for this page load: each event is sent at most once, and a page never
 * retries against a collector in trouble. The visitor notices nothing either way.
 */
export function createEventSender({
  path,
  page,
  post = postBatch,
}: {
  path: string;
  page: () => FieldEventPage;
  post?: PostBatch;
}): EventSender {
  let waiting: FieldEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    waiting = [];
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length && !stopped) {
      const { url, taken } = nextBatch(path, page(), waiting);
      waiting = waiting.slice(taken);
      if (url) void post(url).then((accepted) => accepted || stop());
    }
  };

  return {
    add(event) {
      if (stopped) return;
      waiting.push(event);
      if (waiting.length >= FIELD_WIRE.maxEventsPerBatch) flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    flush,
  };
}
