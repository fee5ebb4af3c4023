import type { RemoteName } from '@callvera/shared/contracts';
import { RELEASE_PATTERN } from '@callvera/shared/field-event-wire';
import { pageData } from '../startup/page-data';

/** Anything the schema does not take as a release is sent as "unknown". */
const RELEASE = new RegExp(RELEASE_PATTERN);

/**
 * Written into each prerendered page by tooling/prerender/page-html.mjs: remote → the release the page was
 * rendered from. It names the release of a remote whose code never arrived.
 */
export const PRERENDERED_RELEASES_ATTRIBUTE = 'data-remote-releases';

interface FederationGlobal {
  /** The federation runtime's record of each manifest it fetched, keyed "<remote>:<entry URL>". */
  moduleInfo?: Record<string, { buildVersion?: unknown }>;
}

/** The release of a remote whose manifest arrived on this page (its `metaData.buildInfo.buildVersion`). */
export function loadedRelease(remote: RemoteName): string | undefined {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const releases = Object.entries(federation?.moduleInfo ?? {}).flatMap(([key, info]) =>
    key.startsWith(`${remote}:`) && typeof info.buildVersion === 'string' ? [info.buildVersion] : [],
  );
  // After a fall-back to the control, the last manifest fetched is the one shown.
  return releases.at(-1);
}

let prerendered: Record<string, unknown> | undefined;

function prerenderedReleases(): Record<string, unknown> {
  prerendered ??= pageData<Record<string, unknown>>(`script[type="application/json"][${PRERENDERED_RELEASES_ATTRIBUTE}]`, {});
  return prerendered;
}

/**
 * A remote's release as this page met it: the one it loaded, or else the one its page was
 * prerendered from (a remote that was down), or "unknown".
 */
export function remoteRelease(remote: RemoteName): string {
  const release = loadedRelease(remote) ?? prerenderedReleases()[remote];
  return typeof release === 'string' && RELEASE.test(release) ? release : 'unknown';
}

/** For tests. */
export function forgetPrerenderedReleases() {
  prerendered = undefined;
}
