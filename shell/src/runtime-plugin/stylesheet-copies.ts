/**
 * On a page's link to a remote's stylesheet served from the shell's host: the address the link's root-relative path
 * is a copy from, the remote's origin (tooling/prerender/stylesheet-copies.mjs, COPIED_FROM) or the folder a canary
 * of it is served from (release/canary-pages.mjs). No federation runtime here: the page's first script marks the
 * links it adds.
 */
export const COPIED_FROM = 'data-copied-from';

/** Whether the page already applies a copy of the remote stylesheet at `url`. */
export function pageHoldsCopyOf(url: string): boolean {
  const wanted = new URL(url, document.baseURI).href;
  return [...document.querySelectorAll(`link[rel="stylesheet"][${COPIED_FROM}]`)].some(
    (link) => `${link.getAttribute(COPIED_FROM)}${link.getAttribute('href')}` === wanted,
  );
}
