/**
 * The pricing page's link from a demo call: `/pricing?call-seconds=154#estimator`. The usage estimator reads
 * the call's length from it; the demo call's receipt writes it.
 */
export const CALL_SECONDS_PARAM = 'call-seconds';
/** The id of the usage estimator's section on the pricing page. */
export const ESTIMATOR_ID = 'estimator';
/** Longer than any demo call; a value past it is a hand-made link, not one of ours. */
export const MAX_CALL_SECONDS = 24 * 60 * 60;

export function pricingPathForCall(durationMs: number): string {
  return `/pricing?${CALL_SECONDS_PARAM}=${Math.max(1, Math.round(durationMs / 1000))}#${ESTIMATOR_ID}`;
}

/** What the link carried: nothing, a call's length in whole seconds, or the text that is not one. */
export type CallLengthInLink = { kind: 'none' } | { kind: 'call'; seconds: number } | { kind: 'unreadable'; text: string };

export function readCallLength(search: string): CallLengthInLink {
  const text = new URLSearchParams(search).get(CALL_SECONDS_PARAM);
  if (text === null) return { kind: 'none' };
  const seconds = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return seconds >= 1 && seconds <= MAX_CALL_SECONDS ? { kind: 'call', seconds } : { kind: 'unreadable', text: text.slice(0, 40) };
}

/** A call's length in words, as the receipt and the estimator say it: "5 s", "2 min 34 s", "3 min". */
export function callLengthInWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return `${seconds} s`;
  return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
}
