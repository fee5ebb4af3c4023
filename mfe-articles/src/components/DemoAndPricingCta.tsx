import { SiteLink } from '@callvera/shared/navigation';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import styles from './page-blocks.module.css';

/** Where readers go next: the live demo agents on the home page, then the plans. */
export function DemoAndPricingCta() {
  const { productName } = useSiteConfig();
  return (
    <section aria-labelledby="next-step-title" className={`${styles.block} ${styles.cta}`}>
      <h2 id="next-step-title">Hear an AI agent take a real call</h2>
      <p>
        Listen to {productName}&rsquo;s demo agents book appointments, qualify leads and answer support questions, then pick the plan that
        fits your call volume.
      </p>
      <div className={styles.ctaActions}>
        <SiteLink to="/#demo" className={styles.primaryAction}>
          Listen to the demo agents
        </SiteLink>
        <SiteLink to="/pricing" className={styles.secondaryAction}>
          See plans and pricing
        </SiteLink>
      </div>
    </section>
  );
}
