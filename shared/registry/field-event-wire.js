// @ts-check
// The part of the field-event schema (field-events.js) that the pages' first-load code needs: in a module of
// its own, because a module the first load and the event stream's chunk both import lands in the first load
// whole, and the rest of the schema is large.

/** The schema's version: a batch of another version is refused, and the read-outs read only this one. */
export const FIELD_SCHEMA_VERSION = 2;

/** How the pages send events, and what the collectors accept. Its own export: the page's first script sends with it. */
export const FIELD_WIRE = /** @type {const} */ ({
  /**
   * The path both collectors answer (deploy/nginx, deploy/cdn); the default site-config.json points the
   * pages at it (`fieldEvents.path`).
   */
  collectorPath: '/events',
  /** The query parameter that holds the batch. */
  batchParam: 'b',
  /**
   * A batch travels base64url-encoded in the query string (`?b=...`) of an empty POST: a CDN's access log
   * keeps the query string but never a body, so both collectors read the same request. The longest
   * request target (path and query) they accept; the pages cut their batches to fit.
   */
  maxRequestTargetBytes: 8000,
  maxEventsPerBatch: 40,
});

/** A remote's release, as the schema takes it: FIELD_TYPES.release. */
export const RELEASE_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$';

/**
 * A CSS selector naming an element of our pages, as a vital's `element` and `target` hold one: FIELD_TYPES.selector.
 * Here because the page's first script sends vitals too, as the page is left before the event stream arrives.
 */
export const SELECTOR_PATTERN = '^[\\x20-\\x7e]{1,200}$';
