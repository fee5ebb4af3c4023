import './text-encoder-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import defaultConfig from '@callvera/shared/site-config.json';
import { SiteHeader } from '../SiteHeader';

const config = parseSiteConfig(defaultConfig);

function setViewportSmall(small: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: small && query === '(max-width: 768px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function ShownPath() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current path">{pathname + hash}</output>;
}

function renderHeaderAt(path: string) {
  render(
    <SiteConfigProvider config={config}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
        <ShownPath />
        <section id="industries">Industries block</section>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
}

const navLinkNames = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent);

describe('Site header', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows logo, name, Pricing, Human VS AI, Industries, Contact us and Book A Demo on wide screens', () => {
    setViewportSmall(false);
    renderHeaderAt('/pricing');
    expect(screen.getByRole('link', { name: 'Callvera home' })).toHaveAttribute('href', '/');
    expect(navLinkNames()).toEqual(['Pricing', 'Human VS AI', 'Industries', 'Contact us']);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    const booking = screen.getByRole('link', { name: /Book A Demo/ });
    expect(booking).toHaveAttribute('href', config.bookingUrl);
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  });

  // jsdom applies no media queries; e2e/tests/landing.spec.ts checks what shows at 375, 768 and 1280 px.
  it('marks all but Human VS AI and Industries to hide at 768px or narrower', () => {
    renderHeaderAt('/');
    const hiddenOnSmallScreens = (link: HTMLElement) => (link.closest('li') ?? link).classList.contains('wideOnly');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').filter((link) => !hiddenOnSmallScreens(link)).map((link) => link.textContent)).toEqual([
      'Human VS AI',
      'Industries',
    ]);
    expect(hiddenOnSmallScreens(screen.getByRole('link', { name: /Book A Demo/ }))).toBe(true);
    expect(hiddenOnSmallScreens(screen.getByRole('link', { name: 'Callvera home' }))).toBe(false);
  });

  it('Industries scrolls to the industries section on the home page', async () => {
    setViewportSmall(false);
    renderHeaderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Industries' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0]).toHaveAttribute('id', 'industries');
  });

  it('Industries and Contact us go home first from another page', async () => {
    setViewportSmall(false);
    renderHeaderAt('/pricing');
    await userEvent.click(screen.getByRole('link', { name: 'Industries' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/#industries');
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/#contact');
  });
});
