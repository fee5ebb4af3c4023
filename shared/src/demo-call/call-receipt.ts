import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { CaptionSpeaker } from './demo-call-store';

/** A final line of the call's transcript, with when it was first heard, in ms from the start of the call. */
export interface ReceiptLine {
  speaker: CaptionSpeaker;
  text: string;
  atMs: number;
}

/**
 * Why a turn has no response time. talked-over: the agent was speaking when the visitor stopped, so there
 * was no silence to time. no-reply: the visitor finished and spoke again with no answer. no-sound: the
 * agent answered, but no sound of it reached this browser. call-ended: the call ended before an answer.
 */
export type UnmeasuredTurn = 'talked-over' | 'no-reply' | 'no-sound' | 'call-ended';

/** One time the visitor stopped speaking, and how long until the agent's answer was first heard. */
export type TurnTiming =
  { kind: 'measured'; visitorStoppedAtMs: number; responseMs: number } | { kind: UnmeasuredTurn; visitorStoppedAtMs: number };

/** What a live demo call leaves the visitor, measured in their browser: it lasts as long as the visit. */
export interface CallReceipt {
  /** Unique within the page load: a second call's receipt is a new one. */
  id: number;
  agent: DemoAgentKey;
  /** Epoch ms when the agent came on the line. */
  startedAt: number;
  /** From the agent coming on the line to the end of the call. */
  durationMs: number;
  /** Final words only, both sides, oldest first. */
  lines: ReceiptLine[];
  turns: TurnTiming[];
  /** False when the call sent no speech timing at all: then no response time can be measured. */
  speechTimingReceived: boolean;
  /** Set for a sample call: its figures are the recording's (its caller is not the visitor). */
  recording?: { synthesized: boolean };
}
