import sevenIndustriesHero from './images/seven-industries-hero.svg';
import customerSupportHero from './images/customer-support-hero.svg';
import adoptionGuideHero from './images/adoption-guide-hero.svg';
import essentialFeaturesHero from './images/essential-features-hero.svg';

/** Every article route, in the order the site lists them. */
export const ARTICLE_PATHS = [
  '/7-Industries-Revolutionized',
  '/Revolutionizing-Customer-Support',
  '/Your-Guide-to-Adopting-AI-Driven',
  '/Top-10-Essential-Features',
] as const;

export type ArticlePath = (typeof ARTICLE_PATHS)[number];

/**
 * The one source of article metadata: the articles remote renders these pages
 * and the landing page's blog cards link to them.
 */
export interface ArticleMeta {
  /** Route path, also the blog card's navigateLink. */
  path: ArticlePath;
  /** The article's h1 and the blog card's title. */
  title: string;
  /** One or two sentences for cards, meta description and social previews. */
  description: string;
  /** Hero image URL (our own artwork, an SVG bundled by whichever app imports this). */
  imageUrl: string;
  imageAlt: string;
  /** Intrinsic size of the hero image, for width/height attributes (no layout shift). */
  imageWidth: number;
  imageHeight: number;
  /** When the article was first published: an ISO 8601 date, YYYY-MM-DD. */
  datePublished: string;
  /** When its text last changed, YYYY-MM-DD; update it with every change to the article's words. */
  dateModified: string;
}

// All four heroes share the 1200x630 social-preview frame.
const HERO_SIZE = { imageWidth: 1200, imageHeight: 630 } as const;

// The four were published together and have not changed since.
const FIRST_EDITION = { datePublished: '2026-11-22', dateModified: '2026-11-22' } as const;

export const ARTICLES: readonly ArticleMeta[] = [
  {
    path: '/7-Industries-Revolutionized',
    title: '7 Industries Revolutionized by AI Phone Agents',
    description:
      'From clinics to call-heavy sales floors, seven industries where AI voice agents already answer, qualify and book around the clock.',
    imageUrl: sevenIndustriesHero,
    imageAlt:
      'A glowing phone icon linked to seven tiles for healthcare, real estate, finance, retail, education, hospitality and insurance.',
    ...HERO_SIZE,
    ...FIRST_EDITION,
  },
  {
    path: '/Revolutionizing-Customer-Support',
    title: 'Revolutionizing Customer Support with AI Voice Agents',
    description: 'How AI agents end hold music, resolve routine calls on the first ring and hand hard cases to people with full context.',
    imageUrl: customerSupportHero,
    imageAlt: 'A support headset between two sound waves, with a question bubble and a resolved check-mark bubble.',
    ...HERO_SIZE,
    ...FIRST_EDITION,
  },
  {
    path: '/Your-Guide-to-Adopting-AI-Driven',
    title: 'Your Guide to Adopting an AI-Driven Call Center',
    description:
      'A step-by-step plan for moving calls to AI agents: picking the first use case, measuring it, and scaling without losing trust.',
    imageUrl: adoptionGuideHero,
    imageAlt: 'Four rising steps joined by a dotted path, ending at a green flag.',
    ...HERO_SIZE,
    ...FIRST_EDITION,
  },
  {
    path: '/Top-10-Essential-Features',
    title: 'Top 10 Essential Features of AI-Based Telephony',
    description: 'The ten capabilities that separate a useful AI phone agent from a demo, and what to ask a vendor about each.',
    imageUrl: essentialFeaturesHero,
    imageAlt: 'Ten tiles in two rows, each with a simple icon for a telephony feature such as calendars, analytics and security.',
    ...HERO_SIZE,
    ...FIRST_EDITION,
  },
];

/** The article shown at a route, or undefined for any other path. */
export function findArticle(path: string): ArticleMeta | undefined {
  return ARTICLES.find((article) => article.path === path);
}
