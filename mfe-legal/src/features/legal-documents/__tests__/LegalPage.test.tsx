import { render, screen } from '@testing-library/react';
import type { LegalDocument } from '../data/legal-documents';
import LegalPage from '../../../LegalPage';
import { WithSiteConfig } from '../../../testing/site-config-for-tests';

// Jest cannot compile MDX; the real documents are checked in e2e/tests/legal.spec.ts.
jest.mock('../data/legal-documents', () => {
  const document = (path: string, title: string): LegalDocument => ({
    path,
    title,
    description: `About ${title}`,
    lastUpdated: '2026-11-22',
    Content: () => <p>Body of {title}</p>,
    sections: [],
  });
  const documents = [
    document('/privacy-policy', 'Privacy Policy'),
    document('/refund-policy', 'Billing & Refunds Policy'),
    document('/terms-of-service', 'Terms of Service'),
  ];
  return { findLegalDocument: (path: string) => documents.find((d) => d.path === path) };
});

describe('LegalPage', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Billing & Refunds Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ])('shows the document for %s', (path, title) => {
    render(<LegalPage path={path} />, { wrapper: WithSiteConfig });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Body of ${title}`)).toBeInTheDocument();
  });

  it('refuses a path that has no document, so a routing mistake is not shown as an empty page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LegalPage path="/cookie-policy" />, { wrapper: WithSiteConfig })).toThrow(
      'No legal document is published at /cookie-policy',
    );
  });
});
