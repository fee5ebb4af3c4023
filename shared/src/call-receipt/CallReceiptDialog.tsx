import { useEffect, useRef } from 'react';
// Through the package names: only those imports are the page's shared singletons.
import type { CallReceipt } from '@callvera/shared/demo-call';
import { SiteLink } from '@callvera/shared/navigation';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { conversionAttributes } from '../contracts/conversion-links';
import { demoAgent } from '../demo-agents/demo-agents';
import { formatCount } from '../pricing/format-money';
import { pricingPathForCall } from '../pricing/call-length-link';
import { planShares } from './receipt-figures';
import { receiptKind, receiptText, speakerName, startedAtText } from './receipt-text';
import { KeepReceipt } from './KeepReceipt';
import {
  callClock,
  callLength,
  measurementMethod,
  minutesUsed,
  overagePrice,
  overageRate,
  responseSummary,
  shareOfAllowance,
  turnLine,
} from './receipt-words';
import styles from './call-receipt.module.css';

export interface CallReceiptDialogProps {
  receipt: CallReceipt;
  /** The dialog closed (Close, Escape, or its pricing link followed). */
  onClose: () => void;
}

/** The whole receipt, in a modal dialog: response times, length and cost, the pricing link, the transcript. */
export function CallReceiptDialog({ receipt, onClose }: CallReceiptDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Not useId: it mounts after the page was taken over, when React's ids can repeat the served page's.
  const ids = 'call-receipt-dialog';
  const { productName, siteUrl } = useSiteConfig();
  const agent = demoAgent(receipt.agent);
  const pricingPath = pricingPathForCall(receipt.durationMs);
  const text = receiptText(receipt, agent, { productName, pricingUrl: new URL(pricingPath, siteUrl).href });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Modal: the page behind is inert, Escape closes it; reading starts at its heading.
    if (!element.open) element.showModal();
    heading.current?.focus();
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, [onClose]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${ids}-title`}>
      <div className={styles.dialogBody}>
        <div className={styles.dialogHeader}>
          <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className={styles.dialogTitle}>
            {receipt.recording
              ? `Receipt of the ${receiptKind(receipt)} with ${agent.name}`
              : `Receipt of your demo call with ${agent.name}`}
          </h2>
          <p className={styles.muted}>
            {agent.role} agent · started {startedAtText(receipt.startedAt)} · {callLength(receipt.durationMs)}
          </p>
        </div>

        <section aria-labelledby={`${ids}-response`}>
          <h3 id={`${ids}-response`}>The agent&rsquo;s response time</h3>
          <p className={styles.figure}>{responseSummary(receipt)}</p>
          {receipt.turns.length > 0 && (
            <ol className={styles.turns} aria-label="Response time per turn">
              {receipt.turns.map((turn, index) => (
                <li key={index} data-kind={turn.kind}>
                  {turnLine(turn, index, receipt)}
                </li>
              ))}
            </ol>
          )}
          <p className={styles.muted}>{measurementMethod(receipt)}</p>
        </section>

        <section aria-labelledby={`${ids}-cost`}>
          <h3 id={`${ids}-cost`}>What this call would cost</h3>
          <table className={styles.costs}>
            <caption className="visually-hidden">This call&rsquo;s minutes against each plan&rsquo;s monthly allowance</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Minutes a month</th>
                <th scope="col">This call used</th>
              </tr>
            </thead>
            <tbody>
              {planShares(receipt).map((share) => (
                <tr key={share.plan.planId}>
                  <th scope="row">{share.plan.tier}</th>
                  <td>{formatCount(share.includedMinutes)}</td>
                  <td>
                    {minutesUsed(receipt)} ({shareOfAllowance(share)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Beyond a plan&rsquo;s minutes, at the overage rate of {overageRate()}, this call would cost{' '}
            <strong>{overagePrice(receipt)}</strong>.
          </p>
          <SiteLink
            to={pricingPath}
            className={styles.pricingLink}
            onClick={() => dialog.current?.close()}
            {...conversionAttributes({ action: 'demo-call-receipt-pricing', agent: receipt.agent })}
          >
            Price calls like this one on the pricing page
          </SiteLink>
        </section>

        <section aria-labelledby={`${ids}-transcript`}>
          <h3 id={`${ids}-transcript`}>Transcript</h3>
          {receipt.lines.length ? (
            // Focusable: a long call's transcript scrolls, and a keyboard must be able to scroll it.
            <ol className={styles.transcript} aria-label="Final words, with their time from the start of the call" tabIndex={0}>
              {receipt.lines.map((line, index) => (
                <li key={index} data-speaker={line.speaker}>
                  <time className={styles.clock}>{callClock(line.atMs)}</time>{' '}
                  <span className={styles.speaker}>{speakerName(line.speaker, agent, receipt)}:</span> {line.text}
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>No words were transcribed on this call.</p>
          )}
        </section>

        <KeepReceipt text={text} receipt={receipt} productName={productName} onClose={() => dialog.current?.close()} />
      </div>
    </dialog>
  );
}
