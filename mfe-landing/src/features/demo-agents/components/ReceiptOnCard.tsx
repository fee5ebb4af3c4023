import { useEffect } from 'react';
import { receiptOnCardChanged, type CallReceipt } from '@callvera/shared/demo-call';
import { LazyPart, PartUnavailable } from '@callvera/shared/lazy-part';
import { loadCallReceipt } from './load-call-receipt';

/** The last call's receipt, on the card of the agent it was with; while it shows here, the call bar leaves it out. */
export function ReceiptOnCard({ receipt, onDismissed }: { receipt: CallReceipt; onDismissed: () => void }) {
  useEffect(() => {
    receiptOnCardChanged(true);
    return () => receiptOnCardChanged(false);
  }, []);
  return (
    <LazyPart
      load={loadCallReceipt}
      props={{ receipt, where: 'card', onDismissed }}
      loading={null}
      failed={(retry) => <PartUnavailable message="Your call receipt didn't load. Check your connection and try again." retry={retry} />}
    />
  );
}
