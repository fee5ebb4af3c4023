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
    lastUpdated: '2026-11-22',
    Content: PrivacyPolicy,
    sections: privacyPolicySections,
  },
  {
    path: '/refund-policy',
    title: 'Billing & Refunds Policy',
    lastUpdated: '2026-11-22',
    Content: RefundPolicy,
    sections: refundPolicySections,
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    lastUpdated: '2026-11-22',
    Content: TermsOfService,
    sections: termsOfServiceSections,
  },
];

/** The document a route shows, or undefined for a path that has none. */
export function findLegalDocument(path: string): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((document) => document.path === path);
}
