/**
 * The aspects of the Human vs AI comparison in their published order, written out by
 * hand rather than read from the data: the data's test and the browser test both check
 * against it, so an edit that drops, renames or reorders an aspect fails them.
 */
export const PUBLISHED_COMPARISON_ASPECTS = [
  'Availability',
  'Call capacity',
  'Language support',
  'Cost per call',
  'Response time',
  'Consistent performance',
  'Memory retention',
  'Scalability',
  'Error rate',
  'Personalization',
  'Customer satisfaction',
  'Data analytics',
  'Training cost',
  'Technology integration',
  'Emotional intelligence',
] as const;
