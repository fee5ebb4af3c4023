import type { SubscriptionOfferInput } from '@callvera/shared/structured-data';
import { ANNUAL_PLANS, MONTHLY_PLANS, monthlyPriceCents } from '@callvera/shared/pricing-plans';
import { annualBillingSummary } from './annual-billing';

/** Every card as the subscription it sells: a monthly plan charges its price each month, an annual one its yearly total each year. */
export function subscriptionOffers(): SubscriptionOfferInput[] {
  return [
    ...MONTHLY_PLANS.map((plan) => ({
      name: `${plan.tier}, billed monthly`,
      price: monthlyPriceCents(plan) / 100,
      interval: 'month' as const,
    })),
    ...ANNUAL_PLANS.map((plan) => ({
      name: `${plan.tier}, billed annually`,
      price: annualBillingSummary(plan).yearlyTotalCents / 100,
      interval: 'year' as const,
    })),
  ];
}
