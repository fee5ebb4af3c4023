/** Who comes out ahead on an aspect, for the visual highlight. */
export type StrongerSide = 'human' | 'ai';

/** One row of the Human vs AI telecaller table. */
export interface ComparisonAspect {
  aspect: string;
  human: string;
  ai: string;
  stronger: StrongerSide;
}

/** The 15 aspects, in the order the page lists them. */
export const COMPARISON_ASPECTS: readonly ComparisonAspect[] = [
  {
    aspect: 'Availability',
    human: 'Working hours and shifts; breaks, holidays and sick days leave gaps',
    ai: '24/7, every day of the year, nights and holidays included',
    stronger: 'ai',
  },
  {
    aspect: 'Call capacity',
    human: 'One call at a time per person',
    ai: 'Many calls at once, up to your plan’s concurrency',
    stronger: 'ai',
  },
  {
    aspect: 'Language support',
    human: 'Usually one or two languages per person',
    ai: '50+ languages, switching when the caller does',
    stronger: 'ai',
  },
  {
    aspect: 'Cost per call',
    human: '$3–$5 per call',
    ai: '$0.10–$0.50 per call',
    stronger: 'ai',
  },
  {
    aspect: 'Response time',
    human: 'Queues and hold music at busy times',
    ai: 'Answers on the first ring, with zero waiting',
    stronger: 'ai',
  },
  {
    aspect: 'Consistent performance',
    human: 'Varies with fatigue, mood and time of day',
    ai: 'The same quality on the first call and the thousandth',
    stronger: 'ai',
  },
  {
    aspect: 'Memory retention',
    human: 'Relies on notes; details get lost between shifts',
    ai: 'Recalls each caller’s history from the CRM and past calls',
    stronger: 'ai',
  },
  {
    aspect: 'Scalability',
    human: 'Weeks to recruit and train for a busy season',
    ai: 'Scales up for a campaign in minutes',
    stronger: 'ai',
  },
  {
    aspect: 'Error rate',
    human: 'Rises with volume, fatigue and repetitive data entry',
    ai: 'Under 2%',
    stronger: 'ai',
  },
  {
    aspect: 'Personalization',
    human: 'Strong when there is time to prepare; hard at high volume',
    ai: 'Uses CRM data to tailor every call, at any volume',
    stronger: 'ai',
  },
  {
    aspect: 'Customer satisfaction',
    human: 'High once reached; drops with long holds',
    ai: 'High for routine requests, with no hold time',
    stronger: 'ai',
  },
  {
    aspect: 'Data analytics',
    human: 'Manual notes and spot-checked recordings',
    ai: 'Every call transcribed, summarised and scored',
    stronger: 'ai',
  },
  {
    aspect: 'Training cost',
    human: 'Weeks of onboarding per hire, repeated with every leaver',
    ai: 'Set up once; an update reaches every call at once',
    stronger: 'ai',
  },
  {
    aspect: 'Technology integration',
    human: 'Switches between apps by hand during the call',
    ai: 'Reads and writes calendars and CRMs mid-call',
    stronger: 'ai',
  },
  {
    aspect: 'Emotional intelligence',
    human: 'Real empathy; reads nuance and handles delicate, emotional calls',
    ai: 'Detects tone and sentiment, but cannot truly empathise; hands sensitive calls to people',
    stronger: 'human',
  },
];
