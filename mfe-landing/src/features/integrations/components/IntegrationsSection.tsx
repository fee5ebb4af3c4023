import { DrawnInBrowser } from '../../../components/DrawnInBrowser';
import { LandingSection } from '../../../components/LandingSection';
import { INTEGRATIONS } from '../data/integrations';
import styles from './integrations.module.css';

/** The providers agents plug into, one per capability, shown with their own brand marks (drawn once the page has taken over). */
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
            <DrawnInBrowser name={`integration-${icon.slug}`} className={styles.logo} role="img" aria-label={icon.title}>
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={icon.path} fill="currentColor" />
              </svg>
            </DrawnInBrowser>
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
