import { useId } from 'react';
import { CheckIcon } from '../../../components/CheckIcon';
import { ALL_PLANS_INCLUDE } from '../../../catalog/shared-features';
import styles from './all-plans-include-card.module.css';

/** What every plan gets, so the plan cards only list what sets them apart. */
export function AllPlansIncludeCard() {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        All Plans Include
      </h2>
      <p className={styles.lead}>Every feature below comes with every plan, Starter to Enterprise.</p>
      <ul className={styles.list}>
        {ALL_PLANS_INCLUDE.map((feature) => (
          <li key={feature}>
            <CheckIcon className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
