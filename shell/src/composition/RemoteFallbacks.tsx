import { useId } from 'react';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import styles from './remote-fallbacks.module.css';

/** While a page's own head is missing, the tab still names where the visitor is: a title is never empty. */
function SectionTitle({ text }: { text: string }) {
  const { productName } = useSiteConfig();
  return <title>{`${text} | ${productName}`}</title>;
}

export function RemoteLoading({ section }: { section: string }) {
  return (
    <div className={styles.loading} aria-busy="true" role="status">
      <SectionTitle text={section} />
      <span className="visually-hidden">Loading {section}…</span>
      <span className={styles.pulse} aria-hidden="true" />
    </div>
  );
}

export function RemoteUnavailable({ section, onRetry }: { section: string; onRetry: () => void }) {
  const headingId = useId();
  const heading = `${section} is temporarily unavailable`;
  return (
    <section className={styles.unavailable} aria-labelledby={headingId}>
      <SectionTitle text={heading} />
      <h1 id={headingId}>{heading}</h1>
      <p>This part of the site could not be loaded. The rest of the site still works.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
