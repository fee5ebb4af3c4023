// The growth team's entry for money and counts as the cards show them (CONTRACT.md); shared with the demo
// call's receipt, so it lives in @callvera/shared/format-money.
export * from '@callvera/shared/format-money';
