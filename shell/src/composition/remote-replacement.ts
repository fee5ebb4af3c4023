import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@callvera/shared/contracts';
import type { RemoteMap } from './remote-map';
import { registerRemoteMap } from './federation';
import { forgetLoadedModules } from './load-remote-module';

/**
 * How many times each remote was replaced by a newer deployment since the page
 * loaded. A section keyed by it mounts afresh and loads the new release.
 */
const replacements = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteReplacement(remote: RemoteName): number {
  const current = () => replacements.get(remote) ?? 0;
  return useSyncExternalStore(subscribe, current, current);
}

/** Points the named remotes at their newly deployed entries, and remounts the sections that show them. */
export function replaceRemotes(map: Partial<RemoteMap>) {
  registerRemoteMap(map, true);
  for (const remote of Object.keys(map) as RemoteName[]) {
    forgetLoadedModules(remote);
    replacements.set(remote, (replacements.get(remote) ?? 0) + 1);
  }
  listeners.forEach((listener) => listener());
}
