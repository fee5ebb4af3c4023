import type { DemoAgentKey } from './demo-agent-keys';

export { DEMO_AGENT_KEYS, type DemoAgentKey } from './demo-agent-keys';

/** A demo agent card; `id` is the key the site config maps to an assistant id. */
export interface DemoAgent {
  id: DemoAgentKey;
  /** The agent's first name, as it introduces itself on the call. */
  name: string;
  role: string;
  industry: string;
  useCase: string;
  /** Accent colour of the card's avatar ring. */
  accent: string;
}

/** The eight demo agents, in the order the cards show them; the shell's call bar names them too. */
export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    id: 'leadQualification',
    name: 'Ava',
    role: 'Lead Qualification',
    industry: 'Real Estate',
    useCase: 'Calls new property enquiries, checks budget, area and timeline, and books viewings with the right agent.',
    accent: '#9d91ff',
  },
  {
    id: 'appointmentBooking',
    name: 'Noah',
    role: 'Appointment Booking',
    industry: 'Healthcare',
    useCase: 'Books, moves and confirms patient visits against the clinic calendar, and sends the details by SMS.',
    accent: '#34d399',
  },
  {
    id: 'salesQualification',
    name: 'Mia',
    role: 'Sales & Qualification',
    industry: 'Solar/Energy',
    useCase: 'Asks about roof, bills and ownership, explains savings, and passes ready buyers to your sales team.',
    accent: '#fbbf24',
  },
  {
    id: 'customerSupport',
    name: 'Liam',
    role: 'Customer Support',
    industry: 'Any industry',
    useCase: 'Answers order, account and how-to questions on the first ring and hands hard cases to a person.',
    accent: '#38bdf8',
  },
  {
    id: 'reservationAssistant',
    name: 'Sofia',
    role: 'Reservation Assistant',
    industry: 'Hospitality & Restaurants',
    useCase: 'Takes table and room bookings, notes allergies and special requests, and handles changes.',
    accent: '#f472b6',
  },
  {
    id: 'educationalReceptionist',
    name: 'Ethan',
    role: 'Educational Receptionist',
    industry: 'Education',
    useCase: 'Explains courses, fees and start dates to prospective students and books campus tours.',
    accent: '#a3e635',
  },
  {
    id: 'mortgageSupport',
    name: 'Grace',
    role: 'Mortgage Support Assistant',
    industry: 'Mortgage & Finance',
    useCase: 'Pre-screens borrowers, explains next steps and documents, and schedules calls with an advisor.',
    accent: '#60a5fa',
  },
  {
    id: 'policyRenewal',
    name: 'Lucas',
    role: 'Policy Renewal & Upsell Assistant',
    industry: 'Insurance',
    useCase: 'Reminds customers of renewals, confirms details and suggests cover that fits their changes.',
    accent: '#fb923c',
  },
];

/** The agent behind a key; every key has one. */
export function demoAgent(id: DemoAgentKey): DemoAgent {
  return DEMO_AGENTS.find((agent) => agent.id === id)!;
}
