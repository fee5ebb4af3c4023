// The canary the evidence tests read: pricing's, at 50% from 06:00 on the log fixtures' first day.
import { DAY_MS, START } from './field-log-fixtures.mjs';

/** The time `day` days after the log fixtures' start (day 0 is 2026-11-01), as ISO. */
export const at = (day) => new Date(START + day * DAY_MS).toISOString();

/** Pricing's canary, started a quarter into day 0 at 50%, between the two releases given (ids or versions). */
export const pricingCanary = ({ stableRelease = '1.4.0', canaryRelease = '1.5.0' } = {}) => ({
  remote: 'pricing',
  stableRelease,
  canaryRelease,
  startedAt: at(0.25),
  steps: [{ share: 50, at: at(0.25) }],
});
