import type { ReactNode } from 'react';
import styles from './billing-period-scope.module.css';

/**
 * Holds a BillingPeriodSwitch and a PlanCardList for each period, and shows the list
 * whose period is checked. CSS reads the checked radio, so the switch works from the
 * served HTML before (and without) any script, and the page can never show one period
 * while its code believes in the other. It adds no box of its own to the layout.
 */
export function BillingPeriodScope({ children }: { children: ReactNode }) {
  return <div className={styles.scope}>{children}</div>;
}
