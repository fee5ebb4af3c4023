import { CALL_FAILURES, MICROPHONE_PROBLEMS, type CallMessage } from './call-messages';

/** The SDK's `error` type when the browser refused to play the agent's voice. */
export const AUDIO_START_FAILED = 'audio-start-failed';

// The SDK reports these on `error` but keeps the call going, so they must not end it.
const NON_FATAL_ERROR_TYPES = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
  // The browser would not play the agent's voice without a press: the call goes on, with Start sound.
  AUDIO_START_FAILED,
]);

// What browsers say when fetch cannot reach the host (Chromium, Firefox, Safari).
const UNREACHABLE = /failed to fetch|networkerror|load failed|network request failed/i;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** True when the SDK's `error` payload says the browser refused to play the agent's voice without a press. */
export const isAudioStartRefused = (payload: unknown) => field(payload, 'type') === AUDIO_START_FAILED;

/** True when the SDK's `error` payload means the call cannot go on. */
export function isFatalCallError(payload: unknown): boolean {
  const type = field(payload, 'type');
  return !(typeof type === 'string' && NON_FATAL_ERROR_TYPES.has(type));
}

/**
 * Plain words for an SDK `error` payload. Its `message` may be an object (an API
 * body, a Daily `{type, msg}`), so only the payload's type and a string message
 * are read, and the words always come from our own catalogue.
 */
export function describeCallError(payload: unknown, whileLive: boolean): CallMessage {
  if (whileLive) return CALL_FAILURES.dropped;
  const type = field(payload, 'type');
  if (type === 'start-method-error') {
    // The first error of a failed start: creating the web call over the API failed.
    const message = field(field(payload, 'error'), 'message');
    return typeof message === 'string' && UNREACHABLE.test(message) ? CALL_FAILURES.serviceUnreachable : CALL_FAILURES.serviceRefused;
  }
  return CALL_FAILURES.connectionFailed;
}

/**
 * Plain words for a `camera-error` payload. Daily's reason (`permissions`,
 * `not-found`, `mic-in-use`...) sits in the serialised event's `error.type`.
 */
export function describeMicrophoneProblem(payload: unknown): CallMessage {
  const dailyEvent = field(payload, 'error');
  const reason = field(field(dailyEvent, 'error'), 'type') ?? field(dailyEvent, 'type');
  switch (reason) {
    case 'permissions':
      return MICROPHONE_PROBLEMS.blocked;
    case 'not-found':
      return MICROPHONE_PROBLEMS.notFound;
    case 'mic-in-use':
    case 'cam-mic-in-use':
      return MICROPHONE_PROBLEMS.inUse;
    default:
      return MICROPHONE_PROBLEMS.other;
  }
}
