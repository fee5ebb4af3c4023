import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@callvera/shared/contracts';
import type { RemoteMap } from './remote-map';
import { announceVariant, assignVariant, pageStorage, type RemoteExperiment, type RemoteVariant } from './experiments';
import { releasePreloadsFrom } from './failed-preloads';
import type { RemoteSource } from './remote-pin';
import { pinRemote } from './pin-state';

// The one place the shell talks to the federation runtime, so tests can replace it.

const entries = new Map<RemoteName, RemoteSource>();
const experiments = new Map<RemoteName, { experiment: RemoteExperiment; assigned: RemoteVariant; forced: boolean }>();

function register(name: RemoteName, source: RemoteSource, force = false) {
  entries.set(name, source);
  pinRemote(name, source);
  registerRemotes([{ name, entry: source.entry }], { force });
}

let registered: Promise<unknown> = Promise.resolve();

/**
 * Registers every remote once the map has arrived; an experiment is resolved to
 * this visitor's variant first. Loads asked for meanwhile wait for it.
 */
export function registerRemoteMap(map: RemoteMap | Promise<RemoteMap>) {
  registered = map instanceof Promise ? map.then(registerEach) : Promise.resolve(registerEach(map));
  return registered;
}

function registerEach(map: RemoteMap) {
  for (const [name, source] of Object.entries(map) as [RemoteName, RemoteMap[RemoteName]][]) {
    if (typeof source === 'string' || !('variants' in source)) {
      register(name, typeof source === 'string' ? { entry: source } : source);
      continue;
    }
    const { variant, reason } = assignVariant(name, source, { storage: pageStorage(), search: location.search, random: Math.random });
    const forced = reason === 'override';
    experiments.set(name, { experiment: source, assigned: variant, forced });
    register(name, variant);
    announceVariant({ remote: name, variant: variant.name, ...(forced ? { forced } : {}) });
  }
}

/**
 * Forgets a remote's failed manifest and entry so the next load asks the network
 * again; loads asked for meanwhile wait until the page's own preloads of its code
 * are out of the way too.
 */
export function forgetFailedRemote(name: RemoteName) {
  const source = entries.get(name);
  if (!source) return;
  register(name, source, true);
  const released = releasePreloadsFrom(new URL(source.entry, location.href).origin);
  registered = Promise.all([registered, released]);
}

/**
 * When an experiment variant fails, this visitor gets the control instead.
 * Returns false when there is nothing to fall back to.
 */
export function fallBackToControl(name: RemoteName): boolean {
  const running = experiments.get(name);
  const control = running?.experiment.variants[0];
  if (!running || !control || running.assigned === control) return false;
  const failed = running.assigned;
  running.assigned = control;
  register(name, control, true);
  announceVariant({ remote: name, variant: control.name, fallbackFrom: failed.name, ...(running.forced ? { forced: true } : {}) });
  return true;
}

export async function loadExposedModule<T>(remote: RemoteName, module: string): Promise<T | null> {
  await registered;
  return loadRemote<T>(`${remote}/${module}`);
}
