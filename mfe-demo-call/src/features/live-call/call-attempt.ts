import type { DemoAgentKey } from '@callvera/shared/demo-call';
import type { CallMessage } from './call-messages';
import type { CallRecord } from './call-record';
import type { VapiCall } from './vapi-sdk';

/** One press's call, from the press until it ends; a later press or a failure retires it for good. */
export interface CallAttempt {
  agent: DemoAgentKey;
  /** Null until the SDK is loaded and the call is created. */
  call: VapiCall | null;
  /** True once the agent is listening (`call-start`). */
  live: boolean;
  /** What the live call noted for its receipt; null until the agent is on the line. */
  record: CallRecord | null;
  /** What the visitor last asked of their microphone; applied once the call can take it. */
  muted: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The browser refused to play the agent's voice until the visitor presses Start sound. */
  soundBlocked: boolean;
}

/** What the engine does when a call's events arrive. */
export interface CallOutcomes {
  isCurrent(attempt: CallAttempt): boolean;
  goLive(attempt: CallAttempt): void;
  end(attempt: CallAttempt): void;
  fail(attempt: CallAttempt, message: CallMessage): void;
}
