import { useId, useState } from 'react';
import { forgetPreviewRequest } from './preview-request';
import { utcMinute } from './preview-state';
import { usePreviewOutcome } from './use-preview-outcome';
import styles from './preview-notice.module.css';

/**
 * Says, above the site's header, what a tab that opened a preview link is shown: the preview (a remote's build
 * that only this tab sees, everything else live), or why the live site is shown instead. A preview is never
 * honoured without it. Nothing for every other visitor.
 */
export function PreviewNotice() {
  const outcome = usePreviewOutcome();
  const [dismissed, setDismissed] = useState(false);
  const headingId = useId();
  if (!outcome || dismissed) return null;
  if (!outcome.shown)
    return (
      <section aria-labelledby={headingId} className={styles.notice} data-preview-notice="refused">
        <h2 id={headingId} className={styles.heading}>
          Preview not shown
        </h2>
        <p className={styles.text}>{outcome.problem}. This tab shows the live site.</p>
        <button type="button" className={styles.button} onClick={() => setDismissed(true)}>
          Dismiss
        </button>
      </section>
    );
  const end = () => {
    forgetPreviewRequest();
    location.reload();
  };
  return (
    <section aria-labelledby={headingId} className={styles.notice} data-preview-notice="shown">
      <h2 id={headingId} className={styles.heading}>
        Preview: {outcome.remote} {outcome.release}
      </h2>
      <p className={styles.text}>
        {outcome.devServer ? `Loaded from ${outcome.devServer}` : `Preview ${outcome.id}, until ${utcMinute(outcome.expiresAt!)}`}. Only
        this tab shows it; the rest of the page is the live site, and nothing this tab does is counted.
      </p>
      <button type="button" className={styles.button} onClick={end}>
        End preview
      </button>
    </section>
  );
}
