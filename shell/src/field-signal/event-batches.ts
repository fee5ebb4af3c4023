import { FIELD_SCHEMA_VERSION, FIELD_WIRE } from '@callvera/shared/field-event-wire';
import type { FieldEvent, FieldEventBatch, FieldEventPage } from '@callvera/shared/field-events';

const { batchParam, maxRequestTargetBytes, maxEventsPerBatch } = FIELD_WIRE;

/** JSON as UTF-8, in base64url: the only characters a URL and a CDN's log keep as they are. */
export function encodeBatch(batch: FieldEventBatch): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(batch))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The request for a batch, made as it is sent: it names the moment by the browser's clock (`sentAt`), which the
 * read-outs hold against the time the collector received it to learn how far that clock is off.
 */
export const batchUrl = (path: string, batch: FieldEventBatch, sentAt = Date.now()) =>
  `${path}?${batchParam}=${encodeBatch({ ...batch, page: { ...batch.page, sentAt } })}`;

/**
 * The request for as many of `events` (oldest first) as fit what the collectors accept, and how many it
 * takes. An event that cannot fit even alone is taken with no request: it is dropped, never retried.
 */
export function nextBatch(path: string, page: FieldEventPage, events: readonly FieldEvent[]): { url: string | null; taken: number } {
  let fitting: { url: string | null; taken: number } = { url: null, taken: 1 };
  const sentAt = Date.now();
  for (let count = 1; count <= Math.min(events.length, maxEventsPerBatch); count += 1) {
    const url = batchUrl(path, { v: FIELD_SCHEMA_VERSION, page, events: events.slice(0, count) }, sentAt);
    if (url.length > maxRequestTargetBytes) break;
    fitting = { url, taken: count };
  }
  return fitting;
}
