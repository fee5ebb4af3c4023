import { useEffect } from 'react';
import type { RemoteName } from '@callvera/shared/contracts';
import { reportPageSignal } from './page-signals';
import { REMOTE_SHOWN_EVENT, type RemoteShown } from './remote-shown-event';

/** Rendered after a remote's page: its effect runs in the commit that shows the page (again after a Retry). */
export function RemoteReady({ remote, path }: { remote: RemoteName; path: string }) {
  useEffect(() => {
    reportPageSignal({ type: 'remote-ready', remote, path, at: Date.now() });
    window.dispatchEvent(new CustomEvent<RemoteShown>(REMOTE_SHOWN_EVENT, { detail: { remote, route: path } }));
  }, [remote, path]);
  return null;
}
