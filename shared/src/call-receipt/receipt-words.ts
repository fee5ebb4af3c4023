import type { CallReceipt, TurnTiming, UnmeasuredTurn } from '../demo-call/call-receipt';
import { formatCents } from '../pricing/format-money';
import { OVERAGE_CENTS_PER_MINUTE } from '../pricing/plans';
import { callMinutes, medianResponseMs, overageCents, slowestResponseMs, type PlanShare } from './receipt-figures';

// The receipt's sentences, shared by what it shows and the text it copies and downloads.

/** Two digits: 5 → "05". */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment of the call, from its start: "0:05", "12:40". */
export function callClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${pad2(seconds % 60)}`;
}

export { callLengthInWords as callLength } from '../pricing/call-length-link';

/** A response time in seconds, to the hundredth: "0.62 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const minutesUsed = (receipt: Pick<CallReceipt, 'durationMs'>) => `${callMinutes(receipt).toFixed(2)} min`;

/** The call's price at the overage rate: "$0.33"; "under $0.01" for a few seconds. */
export function overagePrice(receipt: Pick<CallReceipt, 'durationMs'>): string {
  const cents = Math.round(overageCents(receipt));
  return cents < 1 ? 'under $0.01' : formatCents(cents);
}

export const overageRate = () => `${formatCents(OVERAGE_CENTS_PER_MINUTE)} a minute`;

export const shareOfAllowance = ({ percent }: PlanShare) => `${percent < 0.01 ? '<0.01' : percent.toFixed(2)}%`;

/** Who stopped speaking at each turn: the visitor on a live call, the recording's caller on a sample. */
const callerOf = (receipt: Pick<CallReceipt, 'recording'>) => (receipt.recording ? 'the caller' : 'you');

function notMeasured(kind: UnmeasuredTurn, caller: string): string {
  switch (kind) {
    case 'talked-over':
      return `can't be measured: the agent was speaking when ${caller} stopped`;
    case 'no-reply':
      return `can't be measured: the agent did not answer before ${caller} spoke again`;
    case 'no-sound':
      return "can't be measured: no sound of the agent's answer reached this browser";
    case 'call-ended':
      return "can't be measured: the call ended before the agent answered";
  }
}

/** One turn in words: "Turn 2, you stopped at 0:12: 1.20 s" (on a sample, "the caller stopped"). */
export function turnLine(turn: TurnTiming, index: number, receipt: Pick<CallReceipt, 'recording'> = {}): string {
  const caller = callerOf(receipt);
  const figure = turn.kind === 'measured' ? seconds(turn.responseMs) : notMeasured(turn.kind, caller);
  return `Turn ${index + 1}, ${caller} stopped at ${callClock(turn.visitorStoppedAtMs)}: ${figure}`;
}

/** The median and the slowest, or why there are none. */
export function responseSummary(receipt: Pick<CallReceipt, 'turns' | 'speechTimingReceived'>): string {
  const median = medianResponseMs(receipt.turns);
  const slowest = slowestResponseMs(receipt.turns);
  if (median !== null && slowest !== null) return `Median ${seconds(median)}, slowest ${seconds(slowest)}`;
  if (!receipt.speechTimingReceived) return "Can't be measured: the call sent no timing of who was speaking.";
  if (receipt.turns.length === 0) return "Can't be measured: you didn't finish speaking before the call ended.";
  return "Can't be measured: no turn of this call could be timed.";
}

/** How the response time was measured, in plain words: in this browser, or read from a sample's recording. */
export const measurementMethod = (receipt: Pick<CallReceipt, 'recording'>) => (receipt.recording ? RECORDING_METHOD : MEASUREMENT_METHOD);

const RECORDING_METHOD =
  "Read from the recording's timings, for each time the caller stopped speaking: from the end of the caller's last " +
  "caption to the start of the agent's answer, as the recording's captions time them. An answer that began before the " +
  'caller finished was talked over, and is not timed.';

const MEASUREMENT_METHOD =
  'Measured in this browser, for each time you stopped speaking: from the moment the call service told this browser ' +
  "that you had stopped, to the first sound of the agent's answer reaching it, as the call's audio level showed. The " +
  'level is checked every 0.1 s, so a figure can be up to 0.1 s late. Nothing is estimated: a turn that could not be ' +
  'timed says why.';
