import type { DemoAgentKey } from '@callvera/shared/demo-call';

/** A demo agent as the workbench lists it (the landing page owns the real cards and their copy). */
export interface WorkbenchAgent {
  key: DemoAgentKey;
  role: string;
  industry: string;
}

/** The 8 demo agents of spec §3, in card order. */
export const WORKBENCH_AGENTS: readonly WorkbenchAgent[] = [
  { key: 'leadQualification', role: 'Lead Qualification', industry: 'Real Estate' },
  { key: 'appointmentBooking', role: 'Appointment Booking', industry: 'Healthcare' },
  { key: 'salesQualification', role: 'Sales & Qualification', industry: 'Solar/Energy' },
  { key: 'customerSupport', role: 'Customer Support', industry: 'Customer Service' },
  { key: 'reservationAssistant', role: 'Reservation Assistant', industry: 'Hospitality & Restaurants' },
  { key: 'educationalReceptionist', role: 'Educational Receptionist', industry: 'Education' },
  { key: 'mortgageSupport', role: 'Mortgage Support Assistant', industry: 'Mortgage & Finance' },
  { key: 'policyRenewal', role: 'Policy Renewal & Upsell Assistant', industry: 'Insurance' },
];

export function agentRole(key: DemoAgentKey): string {
  return WORKBENCH_AGENTS.find((agent) => agent.key === key)?.role ?? key;
}
