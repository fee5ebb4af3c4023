import { useEffect, useRef, useState } from 'react';
// Through the package names: only those imports are the page's shared singletons.
import { useDemoCall, type CallReceipt } from '@callvera/shared/demo-call';
import { receiptAnnounced, receiptDismissed } from './receipt-transitions';
import { conversionAttributes } from '../contracts/conversion-links';
import { demoAgent } from '../demo-agents/demo-agents';
import { CallReceiptDialog } from './CallReceiptDialog';
import { medianResponseMs } from './receipt-figures';
import { callLength, seconds } from './receipt-words';
import styles from './call-receipt.module.css';

export interface CallReceiptSummaryProps {
  receipt: CallReceipt;
  /** Where it shows: inside the agent's card (under its h3), or in the call bar once the visitor moved on. */
  where: 'card' | 'bar';
  /** Where focus goes once the visitor dismisses it (the part holding it goes with it). */
  onDismissed: () => void;
}

/**
 * The receipt where the call was (its card, or the call bar once the visitor moved on): one line about
 * the call, Open for the whole receipt, and Dismiss. Its arrival is announced once, politely.
 */
export function CallReceiptSummary({ receipt, where, onDismissed }: CallReceiptSummaryProps) {
  const agent = demoAgent(receipt.agent);
  // Not useId: this part mounts after the page was taken over, when React's ids can repeat the served page's.
  const titleId = `call-receipt-${where}-title`;
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const announcement = useArrivalAnnouncement(`Your receipt of the ${receipt.recording ? 'sample ' : ''}call with ${agent.name} is ready.`);
  const median = medianResponseMs(receipt.turns);
  const Heading = where === 'card' ? 'h4' : 'h2';

  return (
    <section className={styles.summary} data-where={where} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.summaryTitle}>
        {receiptTitle(receipt, where === 'card' ? '' : `: ${agent.name}, ${agent.role} agent`)}
      </Heading>
      <p className={styles.summaryLine}>
        {callLength(receipt.durationMs)} with {agent.name}
        {median !== null ? ` · answered in ${seconds(median)} (median)` : ''}
      </p>
      <div className={styles.summaryActions}>
        <button
          ref={openButton}
          type="button"
          className="pill-button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          {...conversionAttributes({ action: 'demo-call-receipt-opened', agent: receipt.agent })}
        >
          Open receipt
        </button>
        <button
          type="button"
          className="pill-button"
          onClick={() => {
            receiptDismissed();
            onDismissed();
          }}
        >
          Dismiss<span className="visually-hidden"> the call receipt</span>
        </button>
      </div>
      {open && (
        <CallReceiptDialog
          receipt={receipt}
          onClose={() => {
            setOpen(false);
            openButton.current?.focus();
          }}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

const receiptTitle = (receipt: CallReceipt, about: string) => `${receipt.recording ? 'Sample call receipt' : 'Your call receipt'}${about}`;

/**
 * The text of a polite live region, set once per receipt: the region is in the page first, empty, and
 * then given the words, which is what screen readers announce. A receipt that moves from its card to the
 * call bar (or back) was announced already, and stays quiet.
 */
function useArrivalAnnouncement(words: string): string {
  const alreadyAnnounced = useDemoCall((state) => state.receiptAnnounced);
  const [text, setText] = useState('');
  useEffect(() => {
    if (alreadyAnnounced) return;
    const timer = setTimeout(() => {
      setText(words);
      receiptAnnounced();
    }, 100);
    return () => clearTimeout(timer);
  }, [alreadyAnnounced, words]);
  return text;
}
