import { useEffect, useLayoutEffect } from 'react';
import type { RemoteName } from '@callvera/shared/contracts';
import { publishRemoteOutcome } from './remote-outcomes';

/**
 * Rendered after a remote's page: its effect runs in the commit that shows the page (again after a Retry). A layout
 * effect, run before the browser paints that commit: a visitor who sees the page and leaves at once is reported as
 * having seen it, where a passive effect can still be waiting for its task when the page is left.
 */
export function RemoteShown({ remote, path }: { remote: RemoteName; path: string }) {
  useLayoutEffect(() => publishRemoteOutcome({ type: 'shown', remote, path, at: Date.now() }), [remote, path]);
  return null;
}

/** Rendered after whatever fills <main>: its effect runs in the commit that takes that content over. */
export function MainFilled() {
  useEffect(() => publishRemoteOutcome({ type: 'main-filled' }), []);
  return null;
}
