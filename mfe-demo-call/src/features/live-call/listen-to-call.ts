import { agentSpeechChanged, agentVolumeChanged, captionHeard, soundBlockedChanged } from '@callvera/shared/demo-call';
import type { CallAttempt, CallOutcomes } from './call-attempt';
import { CALL_FAILURES } from './call-messages';
import { describeCallError, describeMicrophoneProblem, isAudioStartRefused, isFatalCallError } from './describe-call-problem';
import { readCaption } from './read-caption';
import { readSpeechUpdate } from './read-speech-update';
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
    if (!isCurrent(attempt)) return;
    if (isFatalCallError(payload)) fail(attempt, describeCallError(payload, attempt.live));
    else if (isAudioStartRefused(payload)) {
      attempt.soundBlocked = true;
      soundBlockedChanged(true); // a call not live yet takes it as it goes live
    }
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
  // The receipt's response times come from these too: see turn-timings.ts.
  call.on(
    'speech-start',
    whileLive(() => {
      agentSpeechChanged(true);
      // Fired on the sample that crossed the SDK's threshold: the agent is heard.
      attempt.record?.note({ type: 'agent-level', volume: 1 });
    }),
  );
  call.on(
    'speech-end',
    whileLive(() => agentSpeechChanged(false)),
  );
  call.on(
    'volume-level',
    whileLive((volume: number) => {
      attempt.record?.note({ type: 'agent-level', volume });
      agentVolumeChanged(volume);
    }),
  );
  call.on(
    'message',
    whileLive((message: unknown) => {
      const speech = readSpeechUpdate(message);
      if (speech) attempt.record?.note({ type: 'speech-update', ...speech });
      const caption = readCaption(message);
      if (!caption) return;
      if (caption.final) attempt.record?.note({ type: 'final-line', speaker: caption.speaker === 'you' ? 'visitor' : 'agent' });
      captionHeard(caption.speaker, caption.text, caption.final);
    }),
  );
}
