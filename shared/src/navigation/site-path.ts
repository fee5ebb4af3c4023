/**
 * A path on this site ("/pricing", "/media/demo.mp4"). A second slash or a
 * backslash after the first would make the browser read it as another host
 * ("//evil.example", "/\evil.example").
 */
export const SITE_PATH = /^\/(?![/\\])/;

export function isSitePath(href: string): boolean {
  return SITE_PATH.test(href);
}
