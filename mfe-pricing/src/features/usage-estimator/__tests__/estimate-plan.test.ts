import { MONTHLY_PLANS } from '@callvera/shared/pricing-plans';
import { concurrentCallsForVolume, costOfPlan, estimatePlan, type Estimate } from '../utils/estimate-plan';

type PlanEstimate = Extract<Estimate, { kind: 'plan' }>;

function planEstimate(minutes: number, concurrentCalls?: number): PlanEstimate {
  const estimate = estimatePlan({ minutes, concurrentCalls });
  if (estimate.kind !== 'plan') throw new Error(`expected a plan, got ${estimate.kind}`);
  return estimate;
}

const [starter, pro, growth, elite] = MONTHLY_PLANS as [never, never, never, never];

// Every expected figure below was worked out by hand from the published plan figures:
// Starter $39 / 300 min / 2 calls, Pro $249 / 1,800 / 5, Growth $629 / 4,500 / 7,
// Elite $1,249 / 9,000 / 10, overage $0.13 a minute; annual Starter $35, Pro $219.
describe('costOfPlan', () => {
  it('charges only the base price within the allowance', () => {
    expect(costOfPlan(starter, 300)).toMatchObject({ overageMinutes: 0, overageCents: 0, totalCents: 3900 });
    expect(costOfPlan(elite, 0).totalCents).toBe(124900);
  });

  it('adds $0.13 for each minute over', () => {
    // 1,000 − 300 = 700 over × $0.13 = $91; + $39 = $130
    expect(costOfPlan(starter, 1000)).toMatchObject({ overageMinutes: 700, overageCents: 9100, totalCents: 13000 });
    // 2,000 − 1,800 = 200 × $0.13 = $26; + $249 = $275
    expect(costOfPlan(pro, 2000).totalCents).toBe(27500);
    // 5,000 − 4,500 = 500 × $0.13 = $65; + $629 = $694
    expect(costOfPlan(growth, 5000).totalCents).toBe(69400);
  });
});

describe('estimatePlan: cheapest plan by minutes', () => {
  it('picks Starter for light use and offers annual billing at $48 a year less', () => {
    const estimate = planEstimate(250);
    expect(estimate.cheapest.plan.tier).toBe('Starter');
    expect(estimate.cheapest.totalCents).toBe(3900);
    // ($39 − $35) × 12 = $48
    expect(estimate.annual?.cost.plan.tier).toBe('Starter');
    expect(estimate.annual?.cost.totalCents).toBe(3500);
    expect(estimate.annual?.yearlySavingCents).toBe(4800);
  });

  it('counts overage on Starter: 1,000 minutes cost $130', () => {
    const estimate = planEstimate(1000);
    expect(estimate.cheapest.plan.tier).toBe('Starter');
    expect(estimate.cheapest.totalCents).toBe(13000);
    // Annual Starter: $35 + $91 = $126, so $4 × 12 = $48 a year less
    expect(estimate.annual?.cost.totalCents).toBe(12600);
    expect(estimate.annual?.yearlySavingCents).toBe(4800);
  });

  it('keeps Starter over Pro even at 1,800 minutes, because 1,500 minutes of overage ($195) cost less than the $210 step up', () => {
    // Starter: $39 + 1,500 × $0.13 = $234; Pro: $249
    const estimate = planEstimate(1800);
    expect(estimate.cheapest.plan.tier).toBe('Starter');
    expect(estimate.cheapest.totalCents).toBe(23400);
  });

  it('answers Starter at 9,000 minutes: $39 + 8,700 × $0.13 = $1,170, below Growth ($1,214) and Elite ($1,249)', () => {
    const estimate = planEstimate(9000);
    expect(estimate.cheapest.plan.tier).toBe('Starter');
    expect(estimate.cheapest.totalCents).toBe(117000);
    expect(costOfPlan(growth, 9000).totalCents).toBe(121400);
  });
});

describe('estimatePlan: concurrent calls', () => {
  it('skips plans with too few concurrent calls: 3 calls at 500 minutes is Pro at $249', () => {
    const estimate = planEstimate(500, 3);
    expect(estimate.cheapest.plan.tier).toBe('Pro');
    expect(estimate.cheapest.totalCents).toBe(24900);
    // ($249 − $219) × 12 = $360 a year
    expect(estimate.annual?.cost.plan.tier).toBe('Pro');
    expect(estimate.annual?.yearlySavingCents).toBe(36000);
  });

  it('charges Pro overage at 5 calls and 2,500 minutes: $249 + 700 × $0.13 = $340', () => {
    const estimate = planEstimate(2500, 5);
    expect(estimate.cheapest.totalCents).toBe(34000);
    // Annual: $219 + $91 = $310, $30 × 12 = $360 a year less
    expect(estimate.annual?.cost.totalCents).toBe(31000);
    expect(estimate.annual?.yearlySavingCents).toBe(36000);
  });

  it('picks Growth for 6 or 7 calls, with no annual option (annual stops at Pro’s 5 calls)', () => {
    for (const calls of [6, 7]) {
      const estimate = planEstimate(4000, calls);
      expect(estimate.cheapest.plan.tier).toBe('Growth');
      expect(estimate.cheapest.totalCents).toBe(62900);
      expect(estimate.annual).toBeNull();
    }
  });

  it('picks Elite for 8 to 10 calls: 10 calls at 10,000 minutes is $1,249 + 1,000 × $0.13 = $1,379', () => {
    expect(planEstimate(500, 8).cheapest.plan.tier).toBe('Elite');
    const estimate = planEstimate(10000, 10);
    expect(estimate.cheapest.plan.tier).toBe('Elite');
    expect(estimate.cheapest.totalCents).toBe(137900);
    expect(estimate.annual).toBeNull();
  });

  it('sends more than 10 concurrent calls to Enterprise', () => {
    expect(estimatePlan({ minutes: 500, concurrentCalls: 11 })).toEqual({
      kind: 'enterprise',
      concurrentCallsNeeded: 11,
      concurrencyRaisedByVolume: false,
    });
  });
});

describe('estimatePlan: volume that needs more lines', () => {
  it('knows one line carries at most 44,640 minutes (a 31-day month)', () => {
    expect(concurrentCallsForVolume(0)).toBe(1);
    expect(concurrentCallsForVolume(44640)).toBe(1);
    expect(concurrentCallsForVolume(44641)).toBe(2);
    expect(concurrentCallsForVolume(100000)).toBe(3);
  });

  it('raises the calls needed when the minutes demand it: 100,000 minutes needs 3 lines, so Pro', () => {
    const estimate = planEstimate(100000);
    expect(estimate.concurrentCallsNeeded).toBe(3);
    expect(estimate.concurrencyRaisedByVolume).toBe(true);
    expect(estimate.cheapest.plan.tier).toBe('Pro');
    // $249 + 98,200 × $0.13 = $249 + $12,766 = $13,015
    expect(estimate.cheapest.totalCents).toBe(1301500);
    expect(estimate.enterpriseWorthAsking).toBe(true);
  });

  it('sends 500,000 minutes (12 lines) to Enterprise', () => {
    expect(estimatePlan({ minutes: 500000 })).toMatchObject({ kind: 'enterprise', concurrentCallsNeeded: 12 });
  });

  it('suggests asking about Enterprise only above 18,000 minutes', () => {
    expect(planEstimate(18000).enterpriseWorthAsking).toBe(false);
    expect(planEstimate(18001).enterpriseWorthAsking).toBe(true);
  });
});
