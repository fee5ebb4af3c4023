import { ALL_PLANS_INCLUDE } from '../shared-features';
import { ENTERPRISE_PLAN } from '../enterprise-plan';

// The published figures of the pricing page's own cards (the plans' are in @callvera/shared/pricing-plans).
describe('pricing page data', () => {
  it('gives Enterprise three feature groups covering its 12 items', () => {
    expect(ENTERPRISE_PLAN.featureGroups).toHaveLength(3);
    expect(ENTERPRISE_PLAN.featureGroups.flatMap((g) => g.features)).toHaveLength(12);
  });

  it('lists the 15 shared features', () => {
    expect(ALL_PLANS_INCLUDE).toHaveLength(15);
    expect(new Set(ALL_PLANS_INCLUDE).size).toBe(15);
  });
});
