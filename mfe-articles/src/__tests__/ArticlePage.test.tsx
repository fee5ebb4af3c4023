import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARTICLES } from '@callvera/shared/content/articles';
import ArticlePage from '../ArticlePage';
import { renderWithSiteConfig, testSiteConfig } from './render-with-site-config';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

describe.each(ARTICLES.map((article) => [article.path, article] as const))('ArticlePage at %s', (path, article) => {
  it('shows the metadata title as the only h1, with the reading time and hero image', () => {
    renderWithSiteConfig(<ArticlePage path={path} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: article.title })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ min read$/)).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: article.imageAlt });
    expect(hero).toHaveAttribute('width', String(article.imageWidth));
    expect(hero).toHaveAttribute('height', String(article.imageHeight));
    // It comes with the page, where its address would send the visitor's phone to the remote's host first.
    expect(hero.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('tells search engines when it was published and last changed, and who wrote it', () => {
    renderWithSiteConfig(<ArticlePage path={path} />);
    const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => JSON.parse(script.textContent ?? '[]') as Record<string, unknown>[],
    );
    expect(structuredData.find((entry) => entry['@type'] === 'Article')).toMatchObject({
      headline: article.title,
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      author: { '@type': 'Organization', name: 'Testbrand', url: testSiteConfig.siteUrl },
    });
  });

  it('describes its hero in link previews for those who cannot see it', () => {
    renderWithSiteConfig(<ArticlePage path={path} />);
    for (const selector of ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]']) {
      expect(document.head.querySelector(selector)).toHaveAttribute('content', article.imageAlt);
    }
  });

  it('offers the other three articles and the demo and pricing next steps', () => {
    renderWithSiteConfig(<ArticlePage path={path} />);
    const keepReading = screen.getByRole('region', { name: 'Keep reading' });
    const cardLinks = within(keepReading).getAllByRole('link');
    expect(cardLinks.map((link) => link.getAttribute('href'))).toEqual(
      ARTICLES.filter((other) => other.path !== path).map((other) => other.path),
    );
    const nextStep = screen.getByRole('region', { name: /hear an ai agent/i });
    expect(within(nextStep).getByRole('link', { name: /demo agents/i })).toHaveAttribute('href', '/#demo');
    expect(within(nextStep).getByRole('link', { name: /pricing/i })).toHaveAttribute('href', '/pricing');
    expect(nextStep).toHaveTextContent('Testbrand');
  });
});

describe('ArticlePage scrolling and navigation', () => {
  it('scrolls to the top when it loads and again when the article changes', () => {
    const { rerender } = renderWithSiteConfig(<ArticlePage path="/Top-10-Essential-Features" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    rerender(<ArticlePage path="/7-Industries-Revolutionized" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('lands on a linked heading instead of the top when the URL names one', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.pushState(null, '', '/Your-Guide-to-Adopting-AI-Driven#step-5-get-compliance-right-before-launch');
    try {
      renderWithSiteConfig(<ArticlePage path="/Your-Guide-to-Adopting-AI-Driven" />);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: /step 5: get compliance right/i }));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      window.history.pushState(null, '', '/');
      // jsdom has no scrollIntoView; leave it that way for other tests.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('moves to another article in-app when a related article is clicked', async () => {
    const navigate = jest.fn();
    renderWithSiteConfig(<ArticlePage path="/Top-10-Essential-Features" />, navigate);
    const keepReading = screen.getByRole('region', { name: 'Keep reading' });
    await userEvent.click(within(keepReading).getByRole('link', { name: /7 Industries/ }));
    expect(navigate).toHaveBeenCalledWith('/7-Industries-Revolutionized');
  });

  it('refuses a path that is not an article rather than showing the wrong one', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithSiteConfig(<ArticlePage path="/pricing" />)).toThrow(/No article/);
  });
});
