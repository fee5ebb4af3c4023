import type { RemoteName } from '@callvera/shared/contracts';

/**
 * What composition publishes of its remotes as it happens, for the floors above it to observe (the field signal
 * reports it, start-up marks the page taken over): composition imports none of them. No React here: the page's
 * first script reaches this through start-up's marks, and must not carry React.
 */
export type RemoteOutcome =
  /** A remote showed its page, or its module loaded (a remote with no page, such as the demo-call engine). */
  | { type: 'shown'; remote: RemoteName; path: string; at: number }
  | { type: 'failed'; remote: RemoteName; path: string; error: unknown; at: number }
  /** Whatever fills <main> (a route's page, its fallback) was committed: the page is taken over. */
  | { type: 'main-filled' };

const observers = new Set<(outcome: RemoteOutcome) => void>();

/** Observes every outcome from now on; returns how to stop. */
export function observeRemoteOutcomes(observer: (outcome: RemoteOutcome) => void) {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function publishRemoteOutcome(outcome: RemoteOutcome) {
  for (const observer of observers) observer(outcome);
}

/** Publishes how a load of a remote's module ended (for a remote with no page). */
export function publishRemoteLoad<T>(remote: RemoteName, loading: Promise<T>): Promise<T> {
  loading.then(
    () => publishRemoteOutcome({ type: 'shown', remote, path: location.pathname, at: Date.now() }),
    (error: unknown) => publishRemoteOutcome({ type: 'failed', remote, path: location.pathname, error, at: Date.now() }),
  );
  return loading;
}
