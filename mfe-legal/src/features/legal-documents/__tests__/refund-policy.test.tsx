import { render, screen, within } from '@testing-library/react';
import RefundPolicy from '../content/refund-policy.mdx';
import { LEGAL_TEXT_COMPONENTS } from '../components/legal-text-components';
import { WithSiteConfig } from '../../../testing/site-config-for-tests';

describe('the billing and refunds policy', () => {
  it('names its price table with a caption, and heads each row with its plan', () => {
    jest.spyOn(console, 'error');
    render(<RefundPolicy components={LEGAL_TEXT_COMPONENTS} />, { wrapper: WithSiteConfig });
    const table = screen.getByRole('table', { name: 'Plan prices, billed monthly or annually' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Billed monthly', 'Billed annually']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Starter', 'Pro', 'Growth', 'Elite']);
    expect(within(table).getByRole('row', { name: /^Pro/ })).toHaveTextContent('Pro$249 per month$219 per month, paid once a year');
    // React reports markup a browser would restructure (text directly inside a table, say): none here.
    expect(console.error).not.toHaveBeenCalled();
  });
});
