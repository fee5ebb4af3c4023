import type { RemoteName } from '@callvera/shared/contracts';
import { prerenderedRelease, RELEASE } from './page-releases';

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

/**
 * A remote's release as this page met it: the one it loaded, or else the one its page was
 * prerendered from (a remote that was down), or "unknown".
 */
export function remoteRelease(remote: RemoteName): string {
  const loaded = loadedRelease(remote);
  if (loaded === undefined) return prerenderedRelease(remote) ?? 'unknown';
  return RELEASE.test(loaded) ? loaded : 'unknown';
}
