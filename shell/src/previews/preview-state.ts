import { useSyncExternalStore } from 'react';
import type { PreviewOutcome } from './preview-decision';

// What the page says of this tab's preview, once the remote map has decided it: the notice reads it.
let outcome: PreviewOutcome | null = null;
const listeners = new Set<() => void>();

export function setPreviewOutcome(next: PreviewOutcome | null) {
  outcome = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const usePreviewOutcome = () =>
  useSyncExternalStore(
    subscribe,
    () => outcome,
    () => null,
  );
