import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IndustriesSection } from '../components/IndustriesSection';
import { INDUSTRIES } from '../data/industries';
import { mockMatchMedia } from '../../../testing/mock-match-media';
import { renderWithSiteConfig } from '../../../testing/render-with-site-config';

const SPEC_ORDER = [
  'Healthcare and Medical Practices', 'Real Estate', 'Financial Services', 'E-commerce & Retail', 'Education & Training',
  'Hotel', 'SaaS', 'Home Services', 'Travels & Hospitality', 'Insurance Companies',
];

describe('Industries chips', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('lists the ten industries in spec order with the first selected', () => {
    mockMatchMedia([]);
    renderWithSiteConfig(<IndustriesSection />);
    const chips = screen.getAllByRole('tab');
    expect(chips.map((chip) => chip.textContent)).toEqual(SPEC_ORDER);
    expect(chips[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(SPEC_ORDER[0]);
    expect(screen.getByRole('img', { name: INDUSTRIES[0]!.imageAlt })).toBeInTheDocument();
  });

  it('shows the clicked industry, without scrolling on wide screens', async () => {
    mockMatchMedia([]);
    renderWithSiteConfig(<IndustriesSection />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hotel' }));
    expect(screen.getByRole('tab', { name: 'Hotel' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Hotel' });
    expect(panel).toHaveTextContent(INDUSTRIES[5]!.description);
    expect(screen.getByRole('heading', { level: 3, name: 'Hotel' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls the description into view at 768px or narrower', async () => {
    mockMatchMedia(['(max-width: 768px)']);
    renderWithSiteConfig(<IndustriesSection />);
    await userEvent.click(screen.getByRole('tab', { name: 'SaaS' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('tabpanel'));
  });

  it('is one tab stop; arrows, Home and End move the selection and wrap', async () => {
    mockMatchMedia([]);
    const user = userEvent.setup();
    renderWithSiteConfig(<IndustriesSection />);
    await user.tab();
    expect(screen.getByRole('tab', { name: SPEC_ORDER[0] })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Real Estate' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Real Estate' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Insurance Companies' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: SPEC_ORDER[0] })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Insurance Companies' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((chip) => chip.tabIndex === 0)).toHaveLength(1);
  });
});
