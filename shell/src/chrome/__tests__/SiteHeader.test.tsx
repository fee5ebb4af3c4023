import './text-encoder-polyfill';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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

const navLinkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Site header', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => document.getElementById('contact')?.remove());

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
    expect(booking).toHaveAttribute('data-conversion', 'book-a-demo');
  });

  // jsdom applies no media queries; e2e/tests/landing.spec.ts checks what shows at 375, 768 and 1280 px.
  it('marks all but Human VS AI and Industries to hide at 768px or narrower', () => {
    renderHeaderAt('/');
    const hiddenOnSmallScreens = (link: HTMLElement) => (link.closest('li') ?? link).classList.contains('wideOnly');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(
      nav
        .getAllByRole('link')
        .filter((link) => !hiddenOnSmallScreens(link))
        .map((link) => link.textContent),
    ).toEqual(['Human VS AI', 'Industries']);
    expect(hiddenOnSmallScreens(screen.getByRole('link', { name: /Book A Demo/ }))).toBe(true);
    expect(hiddenOnSmallScreens(screen.getByRole('link', { name: 'Callvera home' }))).toBe(false);
  });

  it('Industries scrolls to the industries section on the home page', async () => {
    setViewportSmall(false);
    renderHeaderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Industries' }));
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1));
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0]).toHaveAttribute('id', 'industries');
  });

  it('Contact us on the home page waits for the contact block when it has not arrived yet', async () => {
    setViewportSmall(false);
    renderHeaderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    const contact = Object.assign(document.createElement('section'), { id: 'contact' });
    act(() => document.body.append(contact));
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1));
    expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts[0]).toBe(contact);
  });

  it.each([
    ['Industries', '/#industries'],
    ['Contact us', '/#contact'],
  ])('%s goes home first from another page', async (linkName, expectedPath) => {
    setViewportSmall(false);
    renderHeaderAt('/pricing');
    await userEvent.click(screen.getByRole('link', { name: linkName }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(expectedPath);
  });
});
