import { useEffect } from 'react';
import { CallReceiptSummary } from '@callvera/shared/call-receipt';
import { receiptOnCardChanged } from '@callvera/shared/call-receipt-state';
import type { CallReceipt } from '@callvera/shared/demo-call';

/** The last call's receipt, on the card of the agent it was with; while it shows here, the call bar leaves it out. */
export function ReceiptOnCard({ receipt, onDismissed }: { receipt: CallReceipt; onDismissed: () => void }) {
  useEffect(() => {
    receiptOnCardChanged(true);
    return () => receiptOnCardChanged(false);
  }, []);
  return <CallReceiptSummary receipt={receipt} where="card" onDismissed={onDismissed} />;
}
