import { useId } from 'react';
import styles from './remote-fallbacks.module.css';

export function RemoteLoading({ section }: { section: string }) {
  return (
    <div className={styles.loading} aria-busy="true" role="status">
      <span className="visually-hidden">Loading {section}…</span>
      <span className={styles.pulse} aria-hidden="true" />
    </div>
  );
}

export function RemoteUnavailable({ section, onRetry }: { section: string; onRetry: () => void }) {
  const headingId = useId();
  return (
    <section className={styles.unavailable} aria-labelledby={headingId}>
      <h1 id={headingId}>{section} is temporarily unavailable</h1>
      <p>This part of the site could not be loaded. The rest of the site still works.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
