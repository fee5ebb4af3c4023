import { LandingSection } from '../../../components/LandingSection';
import { KEY_FEATURES } from '../data/key-features';
import styles from './key-features.module.css';
import landingSection from '../../../components/landing-section.module.css';

/** Six reasons to put an AI agent on the phone, two points each. */
export function KeyFeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Why AI agents"
      title="Key Features"
      intro="Everything a great phone team does, on every call: an agent that never sleeps, never rushes a caller and never forgets to log the outcome."
      tone="band"
    >
      <ul className={`${landingSection.cardGrid} ${landingSection.cardGridThree}`}>
        {KEY_FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <img src={feature.imageUrl} alt={feature.imageAlt} width={56} height={56} loading="lazy" decoding="async" />
            <h3 className={styles.title}>{feature.title}</h3>
            <ul className={styles.points}>
              {feature.description.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
