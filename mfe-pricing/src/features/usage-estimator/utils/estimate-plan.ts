import {
  ANNUAL_PLANS,
  includedMinutes,
  MONTHLY_PLANS,
  monthlyPriceCents,
  OVERAGE_CENTS_PER_MINUTE,
  type Plan,
} from '@callvera/shared/pricing-plans';

/** What the visitor told the estimator. */
export interface UsageNeeds {
  /** Call minutes expected each month. */
  minutes: number;
  /** Calls that must run at the same time; leave out when the visitor did not say. */
  concurrentCalls?: number;
}

/** One plan's bill for the visitor's usage, all in cents so sums stay exact. */
export interface PlanCost {
  plan: Plan;
  basePriceCents: number;
  overageMinutes: number;
  overageCents: number;
  totalCents: number;
}

/** The cheaper annual option, when paying yearly beats the monthly answer. */
export interface AnnualOption {
  cost: PlanCost;
  /** How much less a year than the monthly answer. */
  yearlySavingCents: number;
}

export type Estimate =
  | {
      kind: 'plan';
      /** Concurrent calls the answer had to allow: the visitor's, or more if the volume demands it. */
      concurrentCallsNeeded: number;
      /** True when the minutes alone forced more concurrent calls than the visitor asked for. */
      concurrencyRaisedByVolume: boolean;
      /** The cheapest plan on monthly billing that offers enough concurrent calls. */
      cheapest: PlanCost;
      annual: AnnualOption | null;
      /** True when the volume is past the point where Enterprise pricing is worth asking about. */
      enterpriseWorthAsking: boolean;
    }
  | { kind: 'enterprise'; concurrentCallsNeeded: number; concurrencyRaisedByVolume: boolean };

/**
 * One line can talk for at most every minute of the longest month (31 days), so a
 * volume beyond that needs more lines at once whatever the visitor typed: without
 * this, 400,000 minutes would come out as Starter with its 2 concurrent calls.
 */
export const MAX_MINUTES_PER_LINE_PER_MONTH = 31 * 24 * 60;

/** The fewest concurrent calls that can physically carry this many minutes in a month (at least 1). */
export function concurrentCallsForVolume(minutes: number): number {
  return Math.max(1, Math.ceil(minutes / MAX_MINUTES_PER_LINE_PER_MONTH));
}

/**
 * Beyond twice the biggest self-serve allowance (Elite's 9,000 minutes) the bill is
 * mostly overage, which is what Enterprise's custom minute packages and volume
 * discounts exist for, so the estimator suggests asking.
 */
export const ENTERPRISE_WORTH_ASKING_ABOVE_MINUTES = 18_000;

/** What a plan costs for a month of this many minutes: base price plus $0.13 per minute over. */
export function costOfPlan(plan: Plan, minutes: number): PlanCost {
  const basePriceCents = monthlyPriceCents(plan);
  const overageMinutes = Math.max(0, minutes - includedMinutes(plan));
  const overageCents = overageMinutes * OVERAGE_CENTS_PER_MINUTE;
  return { plan, basePriceCents, overageMinutes, overageCents, totalCents: basePriceCents + overageCents };
}

/** The cheapest of the plans that allow enough concurrent calls; on a tie, the one with more minutes. */
export function cheapestPlanCost(plans: readonly Plan[], minutes: number, concurrentCalls: number): PlanCost | null {
  let best: PlanCost | null = null;
  for (const plan of plans) {
    if (plan.concurrentCalls < concurrentCalls) continue;
    const cost = costOfPlan(plan, minutes);
    const cheaper = !best || cost.totalCents < best.totalCents;
    const tieWithMoreMinutes = best !== null && cost.totalCents === best.totalCents && includedMinutes(plan) > includedMinutes(best.plan);
    if (cheaper || tieWithMoreMinutes) best = cost;
  }
  return best;
}

/**
 * The cheapest plan for a month's usage, its total with overage, and the yearly
 * saving of annual billing where an annual plan (Starter or Pro) comes out cheaper.
 */
export function estimatePlan(
  needs: UsageNeeds,
  monthlyPlans: readonly Plan[] = MONTHLY_PLANS,
  annualPlans: readonly Plan[] = ANNUAL_PLANS,
): Estimate {
  const asked = needs.concurrentCalls ?? 1;
  const concurrentCallsNeeded = Math.max(asked, concurrentCallsForVolume(needs.minutes));
  const concurrencyRaisedByVolume = concurrentCallsNeeded > asked;

  const cheapest = cheapestPlanCost(monthlyPlans, needs.minutes, concurrentCallsNeeded);
  if (!cheapest) return { kind: 'enterprise', concurrentCallsNeeded, concurrencyRaisedByVolume };

  const annualCost = cheapestPlanCost(annualPlans, needs.minutes, concurrentCallsNeeded);
  const annual =
    annualCost && annualCost.totalCents < cheapest.totalCents
      ? { cost: annualCost, yearlySavingCents: (cheapest.totalCents - annualCost.totalCents) * 12 }
      : null;

  return {
    kind: 'plan',
    concurrentCallsNeeded,
    concurrencyRaisedByVolume,
    cheapest,
    annual,
    enterpriseWorthAsking: needs.minutes > ENTERPRISE_WORTH_ASKING_ABOVE_MINUTES,
  };
}
