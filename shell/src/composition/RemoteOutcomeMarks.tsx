import { useEffect } from 'react';
import type { RemoteName } from '@callvera/shared/contracts';
import { publishRemoteOutcome } from './remote-outcomes';

/** Rendered after a remote's page: its effect runs in the commit that shows the page (again after a Retry). */
export function RemoteShown({ remote, path }: { remote: RemoteName; path: string }) {
  useEffect(() => publishRemoteOutcome({ type: 'shown', remote, path, at: Date.now() }), [remote, path]);
  return null;
}

/** Rendered after whatever fills <main>: its effect runs in the commit that takes that content over. */
export function MainFilled() {
  useEffect(() => publishRemoteOutcome({ type: 'main-filled' }), []);
  return null;
}
