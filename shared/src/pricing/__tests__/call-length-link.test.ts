import { pricingPathForCall, readCallLength } from '../call-length-link';

describe("the pricing page's link from a demo call", () => {
  it('carries the call length in whole seconds, at least one, to the estimator', () => {
    expect(pricingPathForCall(154_400)).toBe('/pricing?call-seconds=154#estimator');
    expect(pricingPathForCall(200)).toBe('/pricing?call-seconds=1#estimator');
  });

  it('reads back what it wrote, and names anything else it cannot read', () => {
    expect(readCallLength('?call-seconds=154')).toEqual({ kind: 'call', seconds: 154 });
    expect(readCallLength('?pricing-variant=annual-first')).toEqual({ kind: 'none' });
    for (const text of ['abc', '0', '-5', '1.5', '999999999', '']) {
      expect(readCallLength(`?call-seconds=${text}`)).toEqual({ kind: 'unreadable', text });
    }
  });
});
