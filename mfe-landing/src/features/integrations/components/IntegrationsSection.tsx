import { LandingSection } from '../../../components/LandingSection';
import { INTEGRATIONS } from '../data/integrations';
import styles from './integrations.module.css';

/** The providers agents plug into, one per capability, shown with their own brand marks. */
export function IntegrationsSection() {
  return (
    <LandingSection
      id="integrations"
      title="Integrations"
      intro="Best-in-class speech, language and telephony providers, plus the tools your team already works in."
      tone="band"
    >
      <ul className={styles.grid}>
        {INTEGRATIONS.map(({ category, icon }) => (
          <li key={icon.slug} className={styles.tile}>
            <svg role="img" aria-labelledby={`integration-${icon.slug}`} viewBox="0 0 24 24" width="40" height="40" className={styles.logo}>
              <title id={`integration-${icon.slug}`}>{icon.title}</title>
              <path d={icon.path} fill="currentColor" />
            </svg>
            <span className={styles.name} aria-hidden="true">
              {icon.title}
            </span>
            <span className={styles.category}>{category}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
