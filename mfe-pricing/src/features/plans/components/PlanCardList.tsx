import { plansFor, type BillingPeriod } from '@callvera/shared/pricing-plans';
import { PlanCard } from './PlanCard';
import styles from './plan-card-list.module.css';

export interface PlanCardListProps {
  billing: BillingPeriod;
  /** Where every Get Started goes: the dashboard site's root. */
  getStartedHref: string;
}

/** The cards of one side of the switch: four monthly, two annual. Inside a BillingPeriodScope it shows only while its side is checked. */
export function PlanCardList({ billing, getStartedHref }: PlanCardListProps) {
  const plans = plansFor(billing);
  return (
    <ul
      className={styles.list}
      aria-label={billing === 'annual' ? 'Annual plans' : 'Monthly plans'}
      data-count={plans.length}
      data-billing-plans={billing}
    >
      {plans.map((plan) => (
        <li key={`${plan.billing}-${plan.planId}`} className={styles.item}>
          <PlanCard plan={plan} getStartedHref={getStartedHref} />
        </li>
      ))}
    </ul>
  );
}
