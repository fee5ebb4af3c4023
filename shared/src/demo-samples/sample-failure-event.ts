import type { FieldEventDetail } from '../contracts/field-events';

export type SampleFailureDetail = FieldEventDetail<'sample-failure'>;

/** A sample call that could not be played: what failed, when, and on which page. */
export interface NotedSampleFailure {
  detail: SampleFailureDetail;
  at: number;
  path: string;
}

/** More would only come from a page stuck in a loop. */
const KEPT_AT_MOST = 20;

// On window, under a registered symbol: the player that notes them and the field stream that sends them are
// separate bundles. Nothing listens from the first load: the stream takes what was noted when it arrives.
const NOTED = Symbol.for('callvera.sample-failures');
type Noted = { kept: NotedSampleFailure[]; take?: (failure: NotedSampleFailure) => void };

function noted(): Noted {
  const holder = window as unknown as { [NOTED]?: Noted };
  return (holder[NOTED] ??= { kept: [] });
}

/** Notes a failure for the field events: kept until the stream takes them, then handed to it at once. */
export function noteSampleFailure(detail: SampleFailureDetail) {
  const failure = { detail, at: Date.now(), path: location.pathname };
  const { kept, take } = noted();
  if (take) take(failure);
  else if (kept.length < KEPT_AT_MOST) kept.push(failure);
}

/** Hands over the failures noted so far, then each as it is noted (the field stream). */
export function takeSampleFailures(next: (failure: NotedSampleFailure) => void) {
  const holder = noted();
  holder.take = next;
  for (const failure of holder.kept.splice(0)) next(failure);
}

/** For tests: nothing noted, nobody taking. */
export function forgetSampleFailures() {
  const holder = noted();
  holder.kept.length = 0;
  delete holder.take;
}
