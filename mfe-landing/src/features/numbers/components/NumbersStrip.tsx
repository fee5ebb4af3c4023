import { useSiteConfig } from '@callvera/shared/site-config-context';
import { LandingSection } from '../../../components/LandingSection';
import { STATISTICS } from '../data/statistics';
import styles from './numbers-strip.module.css';

/** The product's results in four numbers, with a divider between neighbours and none after the last. */
export function NumbersStrip() {
  const { productName } = useSiteConfig();
  return (
    <LandingSection id="numbers" title={`${productName} AI In Numbers`}>
      <ul className={styles.strip}>
        {STATISTICS.map((statistic, index) => (
          <li key={statistic.value} className={styles.item}>
            <span className={styles.value} style={{ color: statistic.color }}>
              {statistic.value}
            </span>
            <span className={styles.label}>{statistic.label}</span>
            {index < STATISTICS.length - 1 && <span className={styles.divider} data-testid="statistic-divider" aria-hidden="true" />}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
