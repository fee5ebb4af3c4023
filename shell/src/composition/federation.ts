import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@callvera/shared/contracts';
import type { RemoteMap } from './remote-map';

// The one place the shell talks to the federation runtime, so tests can replace it.

let currentMap: RemoteMap | null = null;

export function registerRemoteMap(map: RemoteMap) {
  currentMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's failed manifest and entry so the next load asks the network again. */
export function forgetFailedRemote(name: RemoteName) {
  const entry = currentMap?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function loadExposedModule<T>(remote: RemoteName, module: string): Promise<T | null> {
  return loadRemote<T>(`${remote}/${module}`);
}
