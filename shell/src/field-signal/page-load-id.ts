/**
 * Where the page load's id is kept while the page lives: on <html>, so the page's first script (which may send
 * an exposure before the app arrives) and the event stream name the same load. It is never stored.
 */
const PAGE_LOAD_ATTRIBUTE = 'data-page-load';

/** A random (version 4) UUID for this page load, kept nowhere: it only ties the load's events together. */
function newPageLoadId(): string {
  // Made from getRandomValues, not randomUUID, which exists only in secure contexts (a phone testing on the LAN is not one).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** This page load's id, made by whichever script asks first. */
export function pageLoadId(): string {
  const root = document.documentElement;
  const id = root.getAttribute(PAGE_LOAD_ATTRIBUTE) ?? newPageLoadId();
  root.setAttribute(PAGE_LOAD_ATTRIBUTE, id);
  return id;
}
