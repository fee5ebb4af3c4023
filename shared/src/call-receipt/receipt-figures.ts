import type { CallReceipt, TurnTiming } from '../demo-call/call-receipt';
import { includedMinutes, MONTHLY_PLANS, OVERAGE_CENTS_PER_MINUTE, type Plan } from '../pricing/plans';

/** The middle of the measured response times (the mean of the two middle ones for an even count); null with none. */
export function medianResponseMs(turns: readonly TurnTiming[]): number | null {
  const sorted = measuredResponses(turns).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function slowestResponseMs(turns: readonly TurnTiming[]): number | null {
  const responses = measuredResponses(turns);
  return responses.length ? Math.max(...responses) : null;
}

const measuredResponses = (turns: readonly TurnTiming[]) => turns.flatMap((turn) => (turn.kind === 'measured' ? [turn.responseMs] : []));

export const callMinutes = ({ durationMs }: Pick<CallReceipt, 'durationMs'>) => durationMs / 60_000;

/** What the call used of one plan's monthly allowance. */
export interface PlanShare {
  plan: Plan;
  includedMinutes: number;
  /** Percent of the allowance. */
  percent: number;
}

/** Each monthly plan's allowance and this call's share of it, in the pricing page's order. */
export function planShares(receipt: Pick<CallReceipt, 'durationMs'>): PlanShare[] {
  return MONTHLY_PLANS.map((plan) => ({
    plan,
    includedMinutes: includedMinutes(plan),
    percent: (callMinutes(receipt) / includedMinutes(plan)) * 100,
  }));
}

/** The call's price at the overage rate, the same on every plan, in cents (not rounded). */
export const overageCents = (receipt: Pick<CallReceipt, 'durationMs'>) => callMinutes(receipt) * OVERAGE_CENTS_PER_MINUTE;
