// @ts-check
// Plain JavaScript so the build and the commands, in Node, read it as it is (the sample calls' check).

/** One key per demo agent card; the site config maps each to a Vapi assistant id. */
export const DEMO_AGENT_KEYS = /** @type {const} */ ([
  'leadQualification',
  'appointmentBooking',
  'salesQualification',
  'customerSupport',
  'reservationAssistant',
  'educationalReceptionist',
  'mortgageSupport',
  'policyRenewal',
]);

/** @typedef {(typeof DEMO_AGENT_KEYS)[number]} DemoAgentKey */
