import styles from './comparison.module.css';

/** The comparison's headline claims, stated once above the table that backs them up. */
export function ComparisonHighlights() {
  return (
    <ul className={styles.claims} aria-label="Headline numbers">
      <li>
        <strong>$0.10–$0.50</strong> per AI call, against $3–$5 for a human telecaller
      </li>
      <li>
        <strong>50+ languages</strong> spoken by one AI agent
      </li>
      <li>
        <strong>Under 2%</strong> error rate on routine call tasks
      </li>
    </ul>
  );
}
