// What the page's first script sends for a page load left early, as the real code wrote it (a JSON file beside this
// one), for the node tests only: the end-to-end tests import field-log-fixtures.mjs, whose loader in Playwright
// takes no import.meta.
import { readFileSync } from 'node:fs';
/**
 * What the page's first script sent for one page load left before the event stream arrived (`early`), and what the
 * stream sent for it when the page went on instead (`later`: the same measurements, under the same ids, CLS and INP
 * grown), each a batch as sent. Written from the real code by shell/src/field-signal/__tests__/vitals-on-leave.test.ts:
 * a phone visitor of pricing's canary who leaves 1 s after the page shows; or who switches apps, comes back and
 * leaves later.
 */
export const EARLY_LEAVER_BATCHES = JSON.parse(readFileSync(new URL('./early-leaver-batches.json', import.meta.url), 'utf8'));

/** A batch as a page sent it, received at `receivedAt` (ms), as collectorLines takes it. */
export const sentBatch = (batch, receivedAt) => ({
  batch: Buffer.from(JSON.stringify(batch)).toString('base64url'),
  receivedAt: new Date(receivedAt).toISOString(),
});

/** The fields pageLoadBatch gives every event (and a vital's id, new for each page load). */
const PAGE_LOAD_FIELDS = new Set(['time', 'route', 'remote', 'remoteRelease', 'id']);

/**
 * The vitals the page's first script sends for a page load left before the event stream arrived, as pageLoadBatch
 * takes events: the early batch's TTFB, FCP, LCP and CLS (and its INP when the visitor pressed something: `inp`), with
 * the LCP at `lcp` ms rated as web-vitals rates it (good to 2,500, poor past 4,000), blamed on pricing at `release`.
 */
export function earlyLeaverVitals({ lcp, release, inp = false }) {
  const rating = lcp > 4000 ? 'poor' : lcp > 2500 ? 'needs-improvement' : 'good';
  return EARLY_LEAVER_BATCHES.early.events
    .filter((event) => inp || event.metric !== 'INP')
    .map((event) => {
      const own = Object.fromEntries(Object.entries(event).filter(([field]) => !PAGE_LOAD_FIELDS.has(field)));
      if (own.attributedRelease) own.attributedRelease = release;
      return own.metric === 'LCP' ? { ...own, value: lcp, rating } : own;
    });
}
