// The growth team's entry for the plans (CONTRACT.md). The figures live in @callvera/shared/pricing-plans, so
// the pricing page and the demo call's receipt show one set of them.
export * from '@callvera/shared/pricing-plans';
