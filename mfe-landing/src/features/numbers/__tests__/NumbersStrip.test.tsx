import { screen, within } from '@testing-library/react';
import { NumbersStrip } from '../components/NumbersStrip';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

describe('Numbers strip', () => {
  it('is titled with the product name and lists the four numbers in order', () => {
    renderWithSiteConfig(<NumbersStrip />, { ...testSiteConfig, productName: 'Acme' });
    const section = screen.getByRole('region', { name: 'Acme AI In Numbers' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '500Xmore efficient',
      'Zerowaiting time',
      '120,000+completed calls and counting',
      '50%ROI in 30 days',
    ]);
  });

  it('puts a divider between neighbours and none after the last (50%) item', () => {
    renderWithSiteConfig(<NumbersStrip />);
    const items = screen.getAllByRole('listitem');
    expect(screen.getAllByTestId('statistic-divider')).toHaveLength(3);
    items.slice(0, 3).forEach((item) => expect(within(item).getByTestId('statistic-divider')).toBeInTheDocument());
    expect(within(items[3]!).queryByTestId('statistic-divider')).toBeNull();
  });
});
