import type { PreviewOutcome } from './preview-decision';

// What the page says of this tab's preview, once the remote map has decided it: the notice reads it.
let outcome: PreviewOutcome | null = null;
const listeners = new Set<() => void>();

/** A time as the notice says it, to the minute, in UTC: the tool writes times in UTC, and a team may be anywhere. */
export const utcMinute = (time: string) => new Date(time).toUTCString().replace(/:\d\d GMT$/, ' UTC');

export function setPreviewOutcome(next: PreviewOutcome | null) {
  outcome = next;
  for (const listener of listeners) listener();
}

export const previewOutcome = () => outcome;

export const subscribeToPreviewOutcome = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
