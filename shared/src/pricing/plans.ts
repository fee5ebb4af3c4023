/** How the visitor pays: the switch on the page; annual exists only for Starter and Pro. */
export type BillingPeriod = 'monthly' | 'annual';

/** Plan identifiers, as the dashboard knows them; Pro's is "professional". */
export type PlanId = 'starter' | 'professional' | 'growth' | 'elite';

/** A self-serve plan: the Plan entity, plus the figures each card shows. */
export interface Plan {
  /** Name on the card, e.g. "Pro". */
  tier: string;
  /** Whole US dollars per month, as text; "0" is shown as "Free". */
  price: string;
  /** What the price is for, shown after a slash: "/month". */
  period: string;
  planId: PlanId;
  /** One line under the tier name saying who the plan suits. */
  subtitle: string;
  /** Minutes included each month, as text of digits, e.g. "1800". */
  minutes: string;
  /** The plan's own extras (shared ones are in ALL_PLANS_INCLUDE). */
  features: string[];
  /** True for the one plan shown as Most Popular. */
  highlight: boolean;
  /** Calls the plan can run at the same time. */
  concurrentCalls: number;
  /** Which side of the switch shows this card. */
  billing: BillingPeriod;
}

/** Every plan charges this for each minute beyond its allowance ($0.13). */
export const OVERAGE_CENTS_PER_MINUTE = 13;

/** Label of the annual side of the switch. */
export const ANNUAL_SWITCH_LABEL = 'Annual (Save 11%)';

const starter = {
  tier: 'Starter',
  planId: 'starter',
  subtitle: 'For small teams putting their first AI agent on the phones',
  minutes: '300',
  features: ['Community and e-mail support', 'All core features'],
  highlight: false,
  concurrentCalls: 2,
} as const;

const pro = {
  tier: 'Pro',
  planId: 'professional',
  subtitle: 'For growing teams that run calls every day',
  minutes: '1800',
  features: ['E-mail and priority support', 'Prompt engineering support', 'Basic setup assistance'],
  highlight: true,
  concurrentCalls: 5,
} as const;

/** The four cards of the monthly side, in the order shown. */
export const MONTHLY_PLANS: readonly Plan[] = [
  { ...starter, features: [...starter.features], price: '39', period: 'month', billing: 'monthly' },
  { ...pro, features: [...pro.features], price: '249', period: 'month', billing: 'monthly' },
  {
    tier: 'Growth',
    planId: 'growth',
    subtitle: 'For sales and support teams with a full call calendar',
    price: '629',
    period: 'month',
    minutes: '4500',
    features: [
      'Priority support plus a team chat channel',
      'Advanced prompt engineering',
      'Done-for-you setup',
      'Custom integration support',
    ],
    highlight: false,
    concurrentCalls: 7,
    billing: 'monthly',
  },
  {
    tier: 'Elite',
    planId: 'elite',
    subtitle: 'For agencies and high-volume call operations',
    price: '1249',
    period: 'month',
    minutes: '9000',
    features: ['Dedicated support manager', 'Custom prompt library', 'Priority setup', 'Agency training program'],
    highlight: false,
    concurrentCalls: 10,
    billing: 'monthly',
  },
];

/** The two cards of the annual side: per-month prices, billed once a year. */
export const ANNUAL_PLANS: readonly Plan[] = [
  { ...starter, features: [...starter.features], price: '35', period: 'month', billing: 'annual' },
  { ...pro, features: [...pro.features], price: '219', period: 'month', billing: 'annual' },
];

/** The cards one side of the switch shows. */
export function plansFor(billing: BillingPeriod): readonly Plan[] {
  return billing === 'annual' ? ANNUAL_PLANS : MONTHLY_PLANS;
}

/** A plan's monthly price in cents, for arithmetic that must not drift. */
export function monthlyPriceCents(plan: Plan): number {
  return Math.round(Number(plan.price) * 100);
}

/** Minutes included each month, as a number. */
export function includedMinutes(plan: Plan): number {
  return Number(plan.minutes);
}
