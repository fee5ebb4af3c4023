import { render, screen, within } from '@testing-library/react';
import type { MDXProps } from 'mdx/types';
import type { LegalDocument } from '../data/legal-documents';
import { LegalDocumentView } from '../components/LegalDocumentView';
import { TEST_SITE_CONFIG, WithSiteConfig } from '../../../testing/site-config-for-tests';

/** Stands in for compiled MDX: the same shape the rehype plugin produces, using the passed components. */
function FakeTermsContent({ components = {} }: MDXProps) {
  const { SupportEmail, ProductName } = components as Record<string, () => React.ReactElement>;
  return (
    <>
      <section aria-labelledby="1-agreement">
        <h2 id="1-agreement" tabIndex={-1}>
          1. Agreement
        </h2>
        <p>These terms are between you and {ProductName && <ProductName />}.</p>
      </section>
      <section aria-labelledby="2-amendments-and-termination">
        <h2 id="2-amendments-and-termination" tabIndex={-1}>
          2. Amendments and Termination
        </h2>
        <p>Questions go to {SupportEmail && <SupportEmail />}.</p>
      </section>
    </>
  );
}

const terms: LegalDocument = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  description: 'The rules for using the platform.',
  lastUpdated: '2026-11-22',
  Content: FakeTermsContent,
  sections: [
    { id: '1-agreement', title: '1. Agreement' },
    { id: '2-amendments-and-termination', title: '2. Amendments and Termination' },
  ],
};

function renderTerms() {
  return render(<LegalDocumentView document={terms} />, { wrapper: WithSiteConfig });
}

describe('LegalDocumentView', () => {
  it('titles the page with the document name and shows when it was last updated', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const updated = screen.getByText('November 22, 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2026-11-22');
  });

  it('names the browser tab after the document and the product from the site config', () => {
    renderTerms();
    expect(document.title).toBe(`Terms of Service | ${TEST_SITE_CONFIG.productName}`);
  });

  it('links every section from the table of contents, in order', () => {
    renderTerms();
    const contents = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. Agreement', '#1-agreement'],
      ['2. Amendments and Termination', '#2-amendments-and-termination'],
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInTheDocument();
    }
  });

  it('gives the support address and product name from the site config, not fixed text', () => {
    renderTerms();
    const section = screen.getByRole('region', { name: '2. Amendments and Termination' });
    expect(within(section).getByRole('link', { name: TEST_SITE_CONFIG.email })).toHaveAttribute('href', `mailto:${TEST_SITE_CONFIG.email}`);
    expect(screen.getByRole('region', { name: '1. Agreement' })).toHaveTextContent(
      `These terms are between you and ${TEST_SITE_CONFIG.productName}.`,
    );
  });
});
