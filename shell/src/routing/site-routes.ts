import type { RemoteName } from '@callvera/shared/contracts';

/** One row per route of spec §2: which remote serves it and what the visitor calls it. */
export interface SiteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module of that remote. */
  module: string;
  /** Used in "<section> is temporarily unavailable". */
  section: string;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', remote: 'landing', module: 'LandingPage', section: 'The home page' },
  { path: '/pricing', remote: 'pricing', module: 'PricingPage', section: 'Pricing' },
  { path: '/Human-vs-AI', remote: 'articles', module: 'ComparisonPage', section: 'The Human vs AI comparison' },
  { path: '/7-Industries-Revolutionized', remote: 'articles', module: 'ArticlePage', section: 'This article' },
  { path: '/Revolutionizing-Customer-Support', remote: 'articles', module: 'ArticlePage', section: 'This article' },
  { path: '/Your-Guide-to-Adopting-AI-Driven', remote: 'articles', module: 'ArticlePage', section: 'This article' },
  { path: '/Top-10-Essential-Features', remote: 'articles', module: 'ArticlePage', section: 'This article' },
  { path: '/privacy-policy', remote: 'legal', module: 'LegalPage', section: 'The Privacy Policy' },
  { path: '/refund-policy', remote: 'legal', module: 'LegalPage', section: 'The Billing & Refunds Policy' },
  { path: '/terms-of-service', remote: 'legal', module: 'LegalPage', section: 'The Terms of Service' },
];
