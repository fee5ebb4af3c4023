import { ANNUAL_PLANS, includedMinutes, MONTHLY_PLANS, monthlyPriceCents, plansFor } from '../plans';

// The published figures, written out by hand so a data edit cannot pass unnoticed.
describe('plan data', () => {
  it('has the four monthly plans in order', () => {
    expect(MONTHLY_PLANS.map((p) => [p.tier, p.planId, p.price, p.minutes, p.concurrentCalls, p.period])).toEqual([
      ['Starter', 'starter', '39', '300', 2, 'month'],
      ['Pro', 'professional', '249', '1800', 5, 'month'],
      ['Growth', 'growth', '629', '4500', 7, 'month'],
      ['Elite', 'elite', '1249', '9000', 10, 'month'],
    ]);
  });

  it('has annual Starter at $35 and Pro at $219 a month, with the monthly allowances', () => {
    expect(ANNUAL_PLANS.map((p) => [p.tier, p.planId, p.price, p.minutes, p.concurrentCalls])).toEqual([
      ['Starter', 'starter', '35', '300', 2],
      ['Pro', 'professional', '219', '1800', 5],
    ]);
  });

  it('shows four cards monthly and two annually', () => {
    expect(plansFor('monthly')).toHaveLength(4);
    expect(plansFor('annual')).toHaveLength(2);
  });

  it('highlights Pro and only Pro', () => {
    for (const plans of [MONTHLY_PLANS, ANNUAL_PLANS]) {
      expect(plans.filter((p) => p.highlight).map((p) => p.tier)).toEqual(['Pro']);
    }
  });

  it('lists each plan’s own extras', () => {
    expect(Object.fromEntries(MONTHLY_PLANS.map((p) => [p.tier, p.features.length]))).toEqual({
      Starter: 2,
      Pro: 3,
      Growth: 4,
      Elite: 4,
    });
  });

  it('reads prices and minutes as exact numbers', () => {
    expect(MONTHLY_PLANS.map(monthlyPriceCents)).toEqual([3900, 24900, 62900, 124900]);
    expect(MONTHLY_PLANS.map(includedMinutes)).toEqual([300, 1800, 4500, 9000]);
  });
});
