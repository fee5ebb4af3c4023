import type { Ref } from 'react';
import type { Industry } from '../data/industries';
import { INDUSTRY_PANEL_ID, industryChipId } from './IndustryChips';
import styles from './industries.module.css';

/** The selected industry's picture, title and description; the tab panel of the chips. */
export function IndustryDetail({ industry, ref }: { industry: Industry; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      id={INDUSTRY_PANEL_ID}
      role="tabpanel"
      aria-labelledby={industryChipId(industry)}
      className={styles.detail}
      tabIndex={0}
    >
      <img
        key={industry.id}
        src={industry.image}
        alt={industry.imageAlt}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className={styles.image}
      />
      <div className={styles.text}>
        <h3 className={styles.detailTitle}>{industry.label}</h3>
        <p className={styles.description}>{industry.description}</p>
      </div>
    </div>
  );
}
