/**
 * The industry chips' labels in their published order, written out by hand rather than
 * read from the data: the section's test and the browser test both check against it,
 * so an edit that drops, renames or reorders an industry fails them.
 */
export const PUBLISHED_INDUSTRIES = [
  'Healthcare and Medical Practices',
  'Real Estate',
  'Financial Services',
  'E-commerce & Retail',
  'Education & Training',
  'Hotel',
  'SaaS',
  'Home Services',
  'Travels & Hospitality',
  'Insurance Companies',
] as const;
