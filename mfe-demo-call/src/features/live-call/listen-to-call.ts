import { agentSpeechChanged, agentVolumeChanged, captionHeard } from '@callvera/shared/demo-call';
import type { CallAttempt, CallOutcomes } from './call-attempt';
import { CALL_FAILURES } from './call-messages';
import { describeCallError, describeMicrophoneProblem, isFatalCallError } from './describe-call-problem';
import { readCaption } from './read-caption';
import type { VapiCall } from './vapi-sdk';

/**
 * Maps the SDK's events onto the attempt. Every listener first checks the
 * attempt is still the current one: a retired call keeps emitting (call-end on
 * stop, errors from a start that was cancelled), and none of that may reach the store.
 */
export function listenToCall(call: VapiCall, attempt: CallAttempt, outcomes: CallOutcomes) {
  const { isCurrent, goLive, end, fail } = outcomes;
  const whileLive =
    <T extends unknown[]>(update: (...args: T) => void) =>
    (...args: T) => {
      if (isCurrent(attempt) && attempt.live) update(...args);
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
  call.on(
    'speech-start',
    whileLive(() => agentSpeechChanged(true)),
  );
  call.on(
    'speech-end',
    whileLive(() => agentSpeechChanged(false)),
  );
  call.on(
    'volume-level',
    whileLive((volume: number) => agentVolumeChanged(volume)),
  );
  call.on(
    'message',
    whileLive((message: unknown) => {
      const caption = readCaption(message);
      if (caption) captionHeard(caption.speaker, caption.text, caption.final);
    }),
  );
}
