import { RELEASE_PATTERN } from '@callvera/shared/field-event-wire';
import { pageData } from '../startup/page-data';

/** Anything the schema does not take as a release is sent as "unknown". */
export const RELEASE = new RegExp(RELEASE_PATTERN);

/**
 * Written into each prerendered page by tooling/prerender/page-html.mjs: the shell and each remote → the release
 * (version and build id) the page was rendered from. It names the release of a remote whose code never arrived,
 * and the shell's build, which its own code cannot know (the id is a hash of that code).
 */
export const PRERENDERED_RELEASES_ATTRIBUTE = 'data-releases';

let prerendered: Record<string, unknown> | undefined;

/** The release of `owner` ("shell" or a remote) the page was rendered from, if it names a valid one. */
export function prerenderedRelease(owner: string): string | undefined {
  prerendered ??= pageData<Record<string, unknown>>(`script[type="application/json"][${PRERENDERED_RELEASES_ATTRIBUTE}]`, {});
  const release = prerendered[owner];
  return typeof release === 'string' && RELEASE.test(release) ? release : undefined;
}

/** For tests. */
export function forgetPrerenderedReleases() {
  prerendered = undefined;
}
