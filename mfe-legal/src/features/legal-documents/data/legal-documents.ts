import type { MDXContent } from 'mdx/types';
import PrivacyPolicy, { tableOfContents as privacyPolicySections } from '../content/privacy-policy.mdx';
import RefundPolicy, { tableOfContents as refundPolicySections } from '../content/refund-policy.mdx';
import TermsOfService, { tableOfContents as termsOfServiceSections } from '../content/terms-of-service.mdx';

/** One numbered section of a document, as listed in its table of contents. */
export interface LegalSection {
  /** The heading's id, the target of "#id" links. */
  id: string;
  /** The heading text with its number, e.g. "1. Who We Are and What This Policy Covers". */
  title: string;
}

export interface LegalDocument {
  /** Route that shows the document. */
  path: string;
  /** The page's h1. */
  title: string;
  /** One sentence for search results and link previews. */
  description: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text; update it with every change. */
  lastUpdated: string;
  /** The document body, written in MDX under ../content. */
  Content: MDXContent;
  sections: readonly LegalSection[];
}

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What information our AI voice agent platform collects, including call recordings and transcripts, how long we keep it, and your rights.',
    lastUpdated: '2026-11-24',
    Content: PrivacyPolicy,
    sections: privacyPolicySections,
  },
  {
    path: '/refund-policy',
    title: 'Billing & Refunds Policy',
    description:
      'Monthly and annual plans, automatic renewal, failed payments, price changes, cancelling at any time, and why we do not give refunds.',
    lastUpdated: '2026-11-22',
    Content: RefundPolicy,
    sections: refundPolicySections,
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The terms for using our AI voice agent platform, including calling hours, consent and do-not-call rules, and limits of liability.',
    lastUpdated: '2026-11-22',
    Content: TermsOfService,
    sections: termsOfServiceSections,
  },
];

/** The document a route shows, or undefined for a path that has none. */
export function findLegalDocument(path: string): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((document) => document.path === path);
}
