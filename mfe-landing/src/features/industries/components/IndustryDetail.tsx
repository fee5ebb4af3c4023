import type { Industry } from '../data/industries';
import styles from './industries.module.css';

/** One industry's picture, title and description; the CSS of IndustriesSection shows it while its chip is checked. */
export function IndustryDetail({ industry }: { industry: Industry }) {
  return (
    <div className={styles.detail}>
      <img src={industry.image} alt={industry.imageAlt} width={640} height={400} loading="lazy" decoding="async" className={styles.image} />
      <div className={styles.text}>
        <h3 className={styles.detailTitle}>{industry.label}</h3>
        <p className={styles.description}>{industry.description}</p>
      </div>
    </div>
  );
}
