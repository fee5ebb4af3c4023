import { useId } from 'react';
import { conversionAttributes } from '@callvera/shared/conversion-links';
import { CheckIcon } from '../../../components/CheckIcon';
import { formatCents, formatCount, formatPrice } from '@callvera/shared/format-money';
import { OVERAGE_CENTS_PER_MINUTE, type Plan } from '@callvera/shared/pricing-plans';
import { annualBillingSummary } from '../utils/annual-billing';
import styles from './plan-card.module.css';

export interface PlanCardProps {
  plan: Plan;
  /** Where Get Started goes: the dashboard site's root. */
  getStartedHref: string;
}

/** One plan: name, who it suits, price, allowance with overage, concurrency, extras and Get Started. */
export function PlanCard({ plan, getStartedHref }: PlanCardProps) {
  const titleId = useId();
  const annual = plan.billing === 'annual' ? annualBillingSummary(plan) : null;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-highlight={plan.highlight || undefined}>
      {plan.highlight && <p className={styles.badge}>Most Popular</p>}
      <h2 id={titleId} className={styles.tier}>
        {plan.tier}
      </h2>
      <p className={styles.subtitle}>{plan.subtitle}</p>

      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(plan.price)}</span>
        <span className={styles.period}>/{plan.period}</span>
      </p>
      {annual ? (
        <p className={styles.billing}>
          {formatCents(annual.yearlyTotalCents)} billed annually
          {annual.yearlySavingCents > 0 && <span className={styles.saving}>Save {formatCents(annual.yearlySavingCents)} a year</span>}
        </p>
      ) : (
        <p className={styles.billing}>Billed monthly, cancel anytime</p>
      )}

      <a
        className={styles.cta}
        href={getStartedHref}
        {...conversionAttributes({ action: 'get-started', plan: plan.planId, billing: plan.billing })}
      >
        Get Started<span className="visually-hidden"> with {plan.tier}</span>
      </a>

      <ul className={styles.features} aria-label={`${plan.tier} includes`}>
        <li>
          <CheckIcon className={styles.check} />
          <span>
            <strong>{formatCount(plan.minutes)} minutes</strong> included each month
            <span className={styles.overage}>then {formatCents(OVERAGE_CENTS_PER_MINUTE)} per minute overage</span>
          </span>
        </li>
        <li>
          <CheckIcon className={styles.check} />
          <span>
            <strong>{plan.concurrentCalls}</strong> concurrent calls
          </span>
        </li>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
