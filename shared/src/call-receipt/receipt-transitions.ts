// Through the package name, not a relative path: only that import is the shared singleton store.
import { demoCallStore } from '@callvera/shared/demo-call';
import type { CallReceipt } from '../demo-call/call-receipt';

/**
 * `@callvera/shared/call-receipt-state`: the demo-call store's transitions for a call's receipt. Apart from the
 * store's module, which every first load holds: only code that comes with a call (the engine, the receipt)
 * imports these.
 */

const set = demoCallStore.setState;

/** A live call's receipt, once it is over; ignored when another call has started since. */
export function receiptIssued(receipt: CallReceipt) {
  if (demoCallStore.getState().phase === 'idle') set({ receipt, receiptAnnounced: false });
}

/** The visitor put the receipt away. */
export function receiptDismissed() {
  set({ receipt: null, receiptAnnounced: false });
}

/** A demo card shows the receipt (true), or no longer does (false). */
export function receiptOnCardChanged(onCard: boolean) {
  set({ receiptOnCard: onCard });
}

export function receiptAnnounced() {
  set({ receiptAnnounced: true });
}
