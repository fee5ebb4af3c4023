import type { Page } from '@playwright/test';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';

/** One event as the page sent it, in a batch its collector accepted (204) or not. */
export interface SentEvent {
  name: string;
  accepted: boolean;
  [field: string]: unknown;
}

/**
 * Every field event the page sends to its collector, read from the requests (a batch travels in the query
 * string), with whether the collector took it: for a site whose collector keeps no log here (the CDN's edge
 * function logs into CloudFront's access log).
 */
export function fieldEventsSent(page: Page) {
  const sent: SentEvent[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    const batch = url.searchParams.get(FIELD_EVENTS.wire.batchParam);
    if (url.pathname !== FIELD_EVENTS.wire.collectorPath || !batch) return;
    const accepted = (await request.response())?.status() === 204;
    const { events } = JSON.parse(Buffer.from(batch, 'base64url').toString('utf8')) as { events: { name: string }[] };
    sent.push(...events.map((event) => ({ ...event, accepted })));
  });
  return sent;
}
