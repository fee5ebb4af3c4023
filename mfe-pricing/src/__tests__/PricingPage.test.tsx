import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { servedThenHydrated } from '@callvera/shared/testing/served-then-hydrated';
import PricingPage from '../PricingPage';
import { renderWithSiteConfig, TEST_SITE_CONFIG } from './render-with-site-config';

function renderPage() {
  renderWithSiteConfig(<PricingPage path="/pricing" />);
}

// jsdom applies no CSS, so both periods' lists are in reach here; the browser tests check which one shows.
function planCards(name: 'Monthly plans' | 'Annual plans' = 'Monthly plans') {
  return within(screen.getByRole('list', { name })).getAllByRole('article');
}

describe('PricingPage', () => {
  it('marks each Get Started with its plan and billing period, and Schedule Demo, as conversions', () => {
    renderPage();
    const getStarted = (list: 'Monthly plans' | 'Annual plans') =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('link', { name: /^Get Started/ })
        .map((link) => [link.dataset.conversion, link.dataset.plan, link.dataset.billing]);
    expect(getStarted('Monthly plans')).toEqual([
      ['get-started', 'starter', 'monthly'],
      ['get-started', 'professional', 'monthly'],
      ['get-started', 'growth', 'monthly'],
      ['get-started', 'elite', 'monthly'],
    ]);
    expect(getStarted('Annual plans')).toEqual([
      ['get-started', 'starter', 'annual'],
      ['get-started', 'professional', 'annual'],
    ]);
    const scheduleDemo = screen.getAllByRole('link', { name: /^Schedule Demo/ });
    expect(scheduleDemo.map((link) => link.dataset.conversion)).toEqual(['schedule-demo', 'schedule-demo']);
  });

  it('shows the page heading and subtitle', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(screen.getByText("Choose the plan that's right for your business")).toBeInTheDocument();
  });

  it('starts on Monthly with the four plans and their prices', () => {
    renderPage();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).not.toBeChecked();
    const cards = planCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Starter', 'Pro', 'Growth', 'Elite']);
    for (const [index, price] of ['$39', '$249', '$629', '$1,249'].entries()) {
      expect(within(cards[index]!).getByText(price)).toBeInTheDocument();
      expect(within(cards[index]!).getByText('/month')).toBeInTheDocument();
    }
  });

  it('shows each plan’s minutes, overage, concurrent calls and extras', () => {
    renderPage();
    const cards = planCards();
    const expected = [
      ['300 minutes', '2', 'Community and e-mail support'],
      ['1,800 minutes', '5', 'Basic setup assistance'],
      ['4,500 minutes', '7', 'Custom integration support'],
      ['9,000 minutes', '10', 'Agency training program'],
    ] as const;
    expected.forEach(([minutes, calls, feature], index) => {
      const card = within(cards[index]!);
      expect(card.getByText(minutes)).toBeInTheDocument();
      expect(card.getByText('then $0.13 per minute overage')).toBeInTheDocument();
      expect(card.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === `${calls} concurrent calls`)).toBeInTheDocument();
      expect(card.getByText(feature)).toBeInTheDocument();
    });
  });

  it('highlights Pro alone with a Most Popular badge', () => {
    renderPage();
    const badges = within(screen.getByRole('list', { name: 'Monthly plans' })).getAllByText('Most Popular');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.closest('article')).toHaveAccessibleName('Pro');
  });

  it('holds the two annual plans, billed annually, beside the monthly ones', () => {
    renderPage();
    const cards = planCards('Annual plans');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('$35')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/\$420 billed annually/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$219')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/\$2,628 billed annually/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
  });

  it('switches between the periods by their radios', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Annual (Save 11%)' }));
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('keeps Annual when it was picked on the served page before the code arrived', async () => {
    const user = userEvent.setup();
    await servedThenHydrated(
      <SiteConfigProvider config={TEST_SITE_CONFIG}>
        <PricingPage path="/pricing" />
      </SiteConfigProvider>,
      (served) => served.querySelector<HTMLInputElement>('input[type="radio"][value="annual"]')!.click(),
    );
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    document.body.innerHTML = '';
  });

  it('sends every Get Started to the dashboard site’s root, in this tab', () => {
    renderPage();
    const links = within(screen.getByRole('list', { name: 'Monthly plans' })).getAllByRole('link', { name: /^Get Started/ });
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'https://app.callvera.test/');
      expect(link).not.toHaveAttribute('target');
    }
    expect(links[0]).toHaveAccessibleName('Get Started with Starter');
  });

  it('shows the Enterprise card with its badge, three groups and two Schedule Demo links in new tabs', () => {
    renderPage();
    const enterprise = within(screen.getByRole('region', { name: 'Enterprise' }));
    expect(enterprise.getByText('Custom solutions for large organizations')).toBeInTheDocument();
    expect(enterprise.getByText('Custom Pricing')).toBeInTheDocument();
    expect(enterprise.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(enterprise.getAllByRole('listitem')).toHaveLength(12);
    const demoLinks = enterprise.getAllByRole('link', { name: /^Schedule Demo/ });
    expect(demoLinks).toHaveLength(2);
    for (const link of demoLinks) {
      expect(link).toHaveAttribute('href', 'https://booking.callvera.test/demo');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists the 15 shared features under All Plans Include', () => {
    renderPage();
    const shared = within(screen.getByRole('region', { name: 'All Plans Include' }));
    expect(shared.getAllByRole('listitem')).toHaveLength(15);
    expect(shared.getByText('Voicemail detection')).toBeInTheDocument();
  });

  it('tells search engines each card is a subscription: its charge per month, or per year when billed annually', () => {
    renderPage();
    const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => JSON.parse(script.textContent ?? '[]') as { '@type': string; offers?: unknown[] }[],
    );
    const product = structuredData.find((entry) => entry['@type'] === 'Product');
    const perPeriod = (price: number, unitCode: 'MON' | 'ANN') => ({
      '@type': 'UnitPriceSpecification',
      priceComponentType: 'https://schema.org/Subscription',
      price,
      priceCurrency: 'USD',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    });
    const offer = (name: string, price: number, unitCode: 'MON' | 'ANN') => ({
      '@type': 'Offer',
      name,
      url: 'https://callvera.ai/pricing',
      availability: 'https://schema.org/InStock',
      priceSpecification: perPeriod(price, unitCode),
    });
    expect(product?.offers).toEqual([
      offer('Starter, billed monthly', 39, 'MON'),
      offer('Pro, billed monthly', 249, 'MON'),
      offer('Growth, billed monthly', 629, 'MON'),
      offer('Elite, billed monthly', 1249, 'MON'),
      offer('Starter, billed annually', 420, 'ANN'),
      offer('Pro, billed annually', 2628, 'ANN'),
    ]);
  });

  it('has exactly one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
