import type { RemoteName } from '@callvera/shared/contracts';
import { FIELD_EVENTS, FIELD_TYPES, type FieldEventDetail, type RemoteFailureKind } from '@callvera/shared/field-events';
import type { Assignments } from './experiment-assignments';
import type { EmitFieldEvent } from './field-event-emitter';
import { takePageSignals, type PageSignal } from './page-signals';
import { remoteFailureKind } from './remote-failure-kind';
import { remoteRelease } from './remote-release';

interface OpenFailure {
  remote: RemoteName;
  path: string;
  at: number;
  failure: RemoteFailureKind;
  failedRelease: string;
}

const { action: ACTIONS, 'billing?': BILLINGS } = FIELD_EVENTS.events.conversion;
const SLUG = new RegExp(FIELD_TYPES.slug.pattern);

/**
 * Turns what the shell's parts reported (page-signals.ts) into events: an exposure the first time an
 * experiment's remote shows; a remote's failure once its outcome is known (Retry brought it back, it
 * failed again, or the page is being left); and conversion presses. Returns what to do as the page
 * is left: report the failures still open.
 */
export function watchRemoteOutcomes(emit: EmitFieldEvent, assignments: Assignments): () => void {
  const open = new Map<string, OpenFailure>();
  const exposed = new Set<string>();

  const close = (key: string, outcome: Pick<FieldEventDetail<'remote-failure'>, 'retried' | 'recovered'>) => {
    const failed = open.get(key);
    if (!failed) return;
    open.delete(key);
    const { remote, path, at, failure, failedRelease } = failed;
    emit({ name: 'remote-failure', failedRemote: remote, failedRelease, failure, ...outcome }, { at, path });
  };

  const onSignal = (signal: PageSignal) => {
    if (signal.type === 'conversion') {
      const { action, plan, billing } = signal.conversion;
      if (!(ACTIONS as readonly string[]).includes(action)) return;
      emit(
        {
          name: 'conversion',
          action: action as (typeof ACTIONS)[number],
          ...(plan && SLUG.test(plan) ? { plan } : {}),
          ...(billing && (BILLINGS as readonly string[]).includes(billing) ? { billing: billing as (typeof BILLINGS)[number] } : {}),
        },
        signal,
      );
      return;
    }
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
    const assignment = assignments.get(signal.remote);
    if (assignment && !exposed.has(signal.remote)) {
      exposed.add(signal.remote);
      emit({ name: 'exposure', experiment: signal.remote, variant: assignment.variant, fellBack: assignment.fellBack }, signal);
    }
  };

  takePageSignals(onSignal);
  return () => {
    for (const key of [...open.keys()]) close(key, { retried: false, recovered: false });
  };
}
