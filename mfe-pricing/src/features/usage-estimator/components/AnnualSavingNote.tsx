import { formatCents, formatPrice } from '@callvera/shared/format-money';
import type { AnnualOption, PlanCost } from '../utils/estimate-plan';
import styles from './usage-estimator.module.css';

export interface AnnualSavingNoteProps {
  /** The monthly-billing answer. */
  cheapest: PlanCost;
  /** The annual option that beats it. */
  annual: AnnualOption;
}

/** How much a year annual billing saves, naming the annual plan when it differs from the monthly answer. */
export function AnnualSavingNote({ cheapest, annual }: AnnualSavingNoteProps) {
  const { plan, totalCents, basePriceCents } = annual.cost;
  const samePlan = plan.planId === cheapest.plan.planId;
  return (
    <p className={styles.saving}>
      <strong>Save {formatCents(annual.yearlySavingCents)} a year</strong> with annual billing:{' '}
      {samePlan ? plan.tier : `${plan.tier} instead`} at {formatPrice(plan.price)}/month ({formatCents(basePriceCents * 12)} billed
      annually) brings this to {formatCents(totalCents)} a month.
    </p>
  );
}
