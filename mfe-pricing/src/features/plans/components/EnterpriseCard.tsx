import { useId } from 'react';
import { conversionAttributes } from '@callvera/shared/conversion-links';
import { CheckIcon } from '../../../components/CheckIcon';
import { ExternalLink } from '../../../components/ExternalLink';
import { ENTERPRISE_PLAN } from '../../../catalog/enterprise-plan';
import styles from './enterprise-card.module.css';

export interface EnterpriseCardProps {
  /** The external booking page both Schedule Demo links open in a new tab. */
  bookingUrl: string;
}

/** Enterprise: custom pricing, three feature groups, and Schedule Demo at the top and the bottom. */
export function EnterpriseCard({ bookingUrl }: EnterpriseCardProps) {
  const titleId = useId();
  return (
    <section id="enterprise" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div>
          <p className={styles.badge}>{ENTERPRISE_PLAN.badge}</p>
          <h2 id={titleId} className={styles.title}>
            {ENTERPRISE_PLAN.tier}
          </h2>
          <p className={styles.subtitle}>{ENTERPRISE_PLAN.subtitle}</p>
        </div>
        <ExternalLink className={styles.primaryCta} href={bookingUrl} {...conversionAttributes({ action: 'schedule-demo' })}>
          Schedule Demo
        </ExternalLink>
      </div>

      <div className={styles.groups}>
        {ENTERPRISE_PLAN.featureGroups.map((group) => (
          <div key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.list}>
              {group.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon className={styles.check} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div className={styles.footer}>
        <p className={styles.footerText}>Need more minutes, more lines or your own terms? Let&rsquo;s build a plan together.</p>
        <ExternalLink className={styles.secondaryCta} href={bookingUrl} {...conversionAttributes({ action: 'schedule-demo' })}>
          Schedule Demo
        </ExternalLink>
      </div>
    </section>
  );
}
