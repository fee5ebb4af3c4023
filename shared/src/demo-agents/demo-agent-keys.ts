/** One key per demo agent card; the site config maps each to a Vapi assistant id. */
export const DEMO_AGENT_KEYS = [
  'leadQualification',
  'appointmentBooking',
  'salesQualification',
  'customerSupport',
  'reservationAssistant',
  'educationalReceptionist',
  'mortgageSupport',
  'policyRenewal',
] as const;

export type DemoAgentKey = (typeof DEMO_AGENT_KEYS)[number];
