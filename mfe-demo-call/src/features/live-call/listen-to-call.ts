import { demoCallStore } from '@callvera/shared/demo-call';
import { CALL_FAILURES, type CallMessage } from './call-messages';
import { describeCallError, describeMicrophoneProblem, isFatalCallError } from './describe-call-problem';
import type { CallAttempt } from './live-demo-call-engine';
import type { VapiCall } from './vapi-sdk';

/** What the engine does when a call's events arrive. */
export interface CallOutcomes {
  isCurrent(attempt: CallAttempt): boolean;
  goLive(attempt: CallAttempt): void;
  end(attempt: CallAttempt): void;
  fail(attempt: CallAttempt, message: CallMessage): void;
}

/**
 * Maps the SDK's events onto the attempt. Every listener first checks the
 * attempt is still the current one: a retired call keeps emitting (call-end on
 * stop, errors from a start that was cancelled), and none of that may reach the store.
 */
export function listenToCall(call: VapiCall, attempt: CallAttempt, outcomes: CallOutcomes) {
  const { isCurrent, goLive, end, fail } = outcomes;
  const whileLive = (update: () => void) => () => {
    if (isCurrent(attempt) && attempt.live) update();
  };

  call.on('error', (payload) => {
    if (isCurrent(attempt) && isFatalCallError(payload)) fail(attempt, describeCallError(payload, attempt.live));
  });
  // A denied microphone arrives here, not on `error`, and start() still succeeds: without a microphone the demo is pointless.
  call.on('camera-error', (payload) => {
    if (isCurrent(attempt)) fail(attempt, describeMicrophoneProblem(payload));
  });
  call.on('call-start', () => {
    if (isCurrent(attempt) && !attempt.live) goLive(attempt);
  });
  call.on('call-end', () => {
    if (!isCurrent(attempt)) return;
    if (attempt.live) end(attempt);
    else fail(attempt, CALL_FAILURES.endedBeforeAnswer);
  });
  call.on('speech-start', whileLive(() => demoCallStore.setState({ agentSpeaking: true })));
  call.on('speech-end', whileLive(() => demoCallStore.setState({ agentSpeaking: false })));
  call.on('volume-level', (volume) => {
    if (isCurrent(attempt) && attempt.live) demoCallStore.setState({ volume: Math.min(1, Math.max(0, volume)) });
  });
}
