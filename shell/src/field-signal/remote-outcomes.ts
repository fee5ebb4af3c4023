import type { RemoteName } from '@callvera/shared/contracts';
import type { FieldEventDetail, RemoteFailureKind } from '@callvera/shared/field-events';
import type { EmitFieldEvent } from './field-event-emitter';
import type { PageSignal } from './page-signals';
import { remoteFailureKind } from './remote-failure-kind';
import { remoteRelease } from './remote-release';

interface OpenFailure {
  remote: RemoteName;
  path: string;
  at: number;
  failure: RemoteFailureKind;
  failedRelease: string;
}

export type RemoteSignal = Extract<PageSignal, { type: 'remote-ready' | 'remote-failed' }>;

/**
 * Turns what the shell reported of its remotes (page-signals.ts) into events: a remote's failure once its
 * outcome is known (Retry brought it back, it failed again, or the page is being left, when
 * `closeOpenFailures` reports the ones still open).
 */
export function remoteOutcomes(emit: EmitFieldEvent) {
  const open = new Map<string, OpenFailure>();

  const close = (key: string, outcome: Pick<FieldEventDetail<'remote-failure'>, 'retried' | 'recovered'>) => {
    const failed = open.get(key);
    if (!failed) return;
    open.delete(key);
    const { remote, path, at, failure, failedRelease } = failed;
    emit({ name: 'remote-failure', failedRemote: remote, failedRelease, failure, ...outcome }, { at, path });
  };

  const onRemoteSignal = (signal: RemoteSignal) => {
    const key = `${signal.remote} ${signal.path}`;
    if (signal.type === 'remote-failed') {
      close(key, { retried: true, recovered: false });
      open.set(key, {
        remote: signal.remote,
        path: signal.path,
        at: signal.at,
        failure: remoteFailureKind(signal.error, signal.remote),
        failedRelease: remoteRelease(signal.remote),
      });
      return;
    }
    close(key, { retried: true, recovered: true });
  };

  const closeOpenFailures = () => {
    for (const key of [...open.keys()]) close(key, { retried: false, recovered: false });
  };
  return { onRemoteSignal, closeOpenFailures };
}
