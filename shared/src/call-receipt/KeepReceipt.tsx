import { useState } from 'react';
import type { CallReceipt } from '@callvera/shared/demo-call';
import { conversionAttributes } from '../contracts/conversion-links';
import { receiptFileName } from './receipt-text';
import styles from './call-receipt.module.css';

export interface KeepReceiptProps {
  /** The receipt as plain text. */
  text: string;
  receipt: CallReceipt;
  productName: string;
  onClose: () => void;
}

/** Copy and Download: the receipt stays in this browser, nothing of it is sent anywhere. */
export function KeepReceipt({ text, receipt, productName, onClose }: KeepReceiptProps) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('The receipt is copied as text.');
    } catch {
      // Refused (no permission, an insecure page) or no clipboard at all.
      setStatus("Your browser didn't let the page copy. Download the receipt instead.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptFileName(productName, receipt.startedAt);
    link.click();
    // After the click's task: the download has its own copy of the text by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus(`The receipt is saved as ${link.download}.`);
  };
  return (
    <div className={styles.keep}>
      <div className={styles.keepActions}>
        <button
          type="button"
          className="pill-button"
          onClick={() => void copy()}
          {...conversionAttributes({ action: 'demo-call-receipt-copied', agent: receipt.agent })}
        >
          Copy as text
        </button>
        <button
          type="button"
          className="pill-button"
          onClick={download}
          {...conversionAttributes({ action: 'demo-call-receipt-downloaded', agent: receipt.agent })}
        >
          Download .txt
        </button>
        <button type="button" className={`pill-button ${styles.close}`} onClick={onClose}>
          Close
        </button>
      </div>
      <p className={styles.muted} role="status">
        {status}
      </p>
    </div>
  );
}
