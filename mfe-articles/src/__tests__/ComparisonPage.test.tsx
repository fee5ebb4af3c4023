import { screen, within } from '@testing-library/react';
import ComparisonPage from '../ComparisonPage';
import { COMPARISON_ASPECTS } from '../features/comparison/data/comparison-aspects';
import { renderWithSiteConfig } from './render-with-site-config';

describe('ComparisonPage', () => {
  it('has one h1 and a captioned table with column and row headers', () => {
    renderWithSiteConfig(<ComparisonPage path="/Human-vs-AI" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = screen.getByRole('table', { name: /human telecaller versus ai telecaller/i });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual(['Aspect', 'Human telecaller', 'AI telecaller']);
    columnHeaders.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(COMPARISON_ASPECTS.map((row) => row.aspect));
    rowHeaders.forEach((header) => expect(header).toHaveAttribute('scope', 'row'));
  });

  it('shows the headline claims in their rows', () => {
    renderWithSiteConfig(<ComparisonPage path="/Human-vs-AI" />);
    const rowOf = (aspect: string) => screen.getByRole('rowheader', { name: aspect }).closest('tr')!;
    expect(rowOf('Cost per call')).toHaveTextContent('$3–$5 per call');
    expect(rowOf('Cost per call')).toHaveTextContent('$0.10–$0.50 per call');
    expect(rowOf('Language support')).toHaveTextContent('50+ languages');
    expect(rowOf('Error rate')).toHaveTextContent('Under 2%');
  });

  it('links on to all four articles, the demo section and pricing', () => {
    renderWithSiteConfig(<ComparisonPage path="/Human-vs-AI" />);
    const more = screen.getByRole('region', { name: 'Read more about AI calling' });
    expect(within(more).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /demo agents/i })).toHaveAttribute('href', '/#demo');
    expect(screen.getByRole('link', { name: /plans and pricing/i })).toHaveAttribute('href', '/pricing');
  });
});
