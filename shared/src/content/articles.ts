/**
 * The one source of article metadata: the articles remote renders these pages
 * and the landing page's blog cards link to them. Spec §3 "Blog entry".
 */
export interface ArticleMeta {
  /** Route path, also the blog card's navigateLink. */
  path: '/7-Industries-Revolutionized' | '/Revolutionizing-Customer-Support' | '/Your-Guide-to-Adopting-AI-Driven' | '/Top-10-Essential-Features';
  title: string;
  /** One or two sentences for cards, meta description and social previews. */
  description: string;
  /** Hero image URL (our own artwork). */
  imageUrl: string;
  imageAlt: string;
}

// Placeholder images until the articles issue adds the artwork.
export const ARTICLES: readonly ArticleMeta[] = [
  {
    path: '/7-Industries-Revolutionized',
    title: '7 Industries Revolutionized by AI Phone Agents',
    description: 'From clinics to call-heavy sales floors, seven industries where AI voice agents already answer, qualify and book around the clock.',
    imageUrl: '',
    imageAlt: '',
  },
  {
    path: '/Revolutionizing-Customer-Support',
    title: 'Revolutionizing Customer Support with AI Voice Agents',
    description: 'How AI agents end hold music, resolve routine calls on the first ring and hand hard cases to people with full context.',
    imageUrl: '',
    imageAlt: '',
  },
  {
    path: '/Your-Guide-to-Adopting-AI-Driven',
    title: 'Your Guide to Adopting an AI-Driven Call Center',
    description: 'A step-by-step plan for moving calls to AI agents: picking the first use case, measuring it, and scaling without losing trust.',
    imageUrl: '',
    imageAlt: '',
  },
  {
    path: '/Top-10-Essential-Features',
    title: 'Top 10 Essential Features of AI-Based Telephony',
    description: 'The ten capabilities that separate a useful AI phone agent from a demo, and what to ask a vendor about each.',
    imageUrl: '',
    imageAlt: '',
  },
];
