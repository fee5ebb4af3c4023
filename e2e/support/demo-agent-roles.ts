/** The eight demo agents' roles, as their Listen buttons name them, in page order. */
export const AGENT_ROLES = [
  'Lead Qualification',
  'Appointment Booking',
  'Sales & Qualification',
  'Customer Support',
  'Reservation Assistant',
  'Educational Receptionist',
  'Mortgage Support Assistant',
  'Policy Renewal & Upsell Assistant',
];
