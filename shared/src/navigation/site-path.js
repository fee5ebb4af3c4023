// @ts-check
// Plain JavaScript, so checks run in Node (the sample check command) read it as it is.

/**
 * A path on this site ("/pricing", "/media/demo.mp4"). A second slash or a
 * backslash after the first would make the browser read it as another host
 * ("//evil.example", "/\evil.example").
 */
export const SITE_PATH = /^\/(?![/\\])/;

/** @param {string} href */
export function isSitePath(href) {
  return SITE_PATH.test(href);
}
