import availabilityImage from '../artwork/availability.svg';
import costSavingImage from '../artwork/cost-saving.svg';
import efficiencyImage from '../artwork/efficiency.svg';
import actionsImage from '../artwork/actions.svg';
import scalabilityImage from '../artwork/scalability.svg';
import analyticsImage from '../artwork/analytics.svg';

/** A feature card: imageUrl, title, description (two bullet points). */
export interface KeyFeature {
  imageUrl: string;
  imageAlt: string;
  title: string;
  description: readonly [string, string];
}

export const KEY_FEATURES: readonly KeyFeature[] = [
  {
    imageUrl: availabilityImage,
    imageAlt: 'Clock symbol',
    title: '24/7 Availability',
    description: [
      'Answers every call at 3 a.m. as well as at noon, weekends and holidays included.',
      'No hold music: callers talk to an agent on the first ring.',
    ],
  },
  {
    imageUrl: costSavingImage,
    imageAlt: 'Coin symbol',
    title: 'Cost Saving',
    description: [
      'A fraction of the cost of a staffed call centre, billed by the minute.',
      'No hiring, training or overtime when call volume grows.',
    ],
  },
  {
    imageUrl: efficiencyImage,
    imageAlt: 'Lightning bolt symbol',
    title: 'Efficiency',
    description: [
      'Handles many conversations at once, so nobody waits in a queue.',
      'Follows your script on every call and never forgets a question.',
    ],
  },
  {
    imageUrl: actionsImage,
    imageAlt: 'Task list with an arrow',
    title: 'Actionable Capabilities',
    description: [
      'Books meetings, sends SMS confirmations and updates your CRM during the call.',
      'Transfers to a person with a summary when a caller needs one.',
    ],
  },
  {
    imageUrl: scalabilityImage,
    imageAlt: 'Growing bars with an up arrow',
    title: 'Scalability',
    description: [
      'From ten calls a day to thousands, with the same quality on each.',
      'Launch a new campaign or language in minutes, not months.',
    ],
  },
  {
    imageUrl: analyticsImage,
    imageAlt: 'Pulse line symbol',
    title: 'Advance Analytics and Insights',
    description: [
      'Recordings, transcripts and summaries for every conversation.',
      'Sentiment and success scores show what works and what to fix.',
    ],
  },
];
