import { MONTHLY_PLANS, monthlyPriceCents, type Plan } from '@callvera/shared/pricing-plans';

/** What an annual card adds under its price: the yearly charge and what it saves against monthly. */
export interface AnnualBillingSummary {
  yearlyTotalCents: number;
  yearlySavingCents: number;
}

export function annualBillingSummary(plan: Plan): AnnualBillingSummary {
  const yearlyTotalCents = monthlyPriceCents(plan) * 12;
  const monthly = MONTHLY_PLANS.find((candidate) => candidate.planId === plan.planId);
  const yearlySavingCents = monthly ? monthlyPriceCents(monthly) * 12 - yearlyTotalCents : 0;
  return { yearlyTotalCents, yearlySavingCents };
}
