import { useRef } from 'react';
import { CallReceiptSummary } from '@callvera/shared/call-receipt';
import { useDemoCall } from '@callvera/shared/demo-call';
import { useBarHeight } from './use-bar-height';
import frame from './call-bar-frame.module.css';
import styles from './call-bar.module.css';

/** The last call's receipt, in the call bar's place, on a page without its card (the visitor moved on). */
export function ReceiptBar() {
  const receipt = useDemoCall((state) => state.receipt);
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar);
  if (!receipt) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section ref={bar} className={`${frame.frame} ${styles.bar}`} aria-label="Demo call receipt">
        <CallReceiptSummary receipt={receipt} where="bar" onDismissed={() => document.getElementById('main')?.focus()} />
      </section>
    </>
  );
}
