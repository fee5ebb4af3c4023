import { MainFilled } from '../composition/RemoteOutcomeMarks';
import styles from './error-screen.module.css';

export interface ErrorScreenProps {
  /** HTTP-like status, e.g. 404. */
  status?: number;
  message?: string;
  /** Offers Retry beside the way home, for a failure that may pass (a file that did not answer). */
  onRetry?: () => void;
}

/** The generic screen for routing failures, unknown paths and a broken deployment. */
export function ErrorScreen({ status, message, onRetry }: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <title>{status === 404 ? 'Page not found' : 'Unexpected Application Error!'}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-title">Unexpected Application Error!</h1>
      {status !== undefined && <p className={styles.status}>{status}</p>}
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <button type="button" className={`pill-button ${styles.retry}`} onClick={onRetry}>
          Retry
        </button>
      )}
      <a href="/" className={styles.home}>
        Go to the home page
      </a>
      <MainFilled />
    </section>
  );
}
