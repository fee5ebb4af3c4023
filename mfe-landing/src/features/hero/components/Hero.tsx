import { useSiteConfig } from '@callvera/shared/site-config-context';
import { conversionAttributes } from '@callvera/shared/conversion-links';
import { SeeADemoLink } from './SeeADemoLink';
import { HeroCallVisual } from './HeroCallVisual';
import { RotatingHeadline } from './RotatingHeadline';
import styles from './hero.module.css';

/** The first screen: what the product does, a video tour and a free trial. */
export function Hero() {
  const { productName, dashboardUrl } = useSiteConfig();
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.badgeDot} aria-hidden="true" />
            No-code AI phone agents
          </p>
          <RotatingHeadline id="hero-title" />
          <p className={styles.lede}>
            {productName} answers and makes your phone calls around the clock: it qualifies leads, books appointments, handles support and
            transfers to your team when a person is needed. Set it up in minutes, without code.
          </p>
          <div className={styles.actions}>
            <SeeADemoLink className={styles.primary} />
            <a
              href={dashboardUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.secondary}
              {...conversionAttributes({ action: 'try-out-free' })}
            >
              Try Out Free
              <span className="visually-hidden"> (opens in a new tab)</span>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M5 11L11 5M6 5h5v5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </a>
          </div>
          <ul className={styles.proof} aria-label="Why teams switch">
            <li>Answers on the first ring</li>
            <li>50+ languages</li>
            <li>Hands off to a human</li>
          </ul>
        </div>
        <HeroCallVisual />
      </div>
    </section>
  );
}
