import { screen, within } from '@testing-library/react';
import { ARTICLES } from '@callvera/shared/content/articles';
import { BlogSection } from '../components/BlogSection';
import { BLOG_ENTRIES, toBlogEntry } from '../data/blog-entries';
import { renderWithSiteConfig } from '../../../testing/render-with-site-config';

describe('Blog cards', () => {
  it('take titles, descriptions and links from the shared article metadata', () => {
    expect(BLOG_ENTRIES.map((entry) => [entry.title, entry.description, entry.navigateLink])).toEqual(
      ARTICLES.map((article) => [article.title, article.description, article.path]),
    );
  });

  it('use our own cover when an article has no image yet, and the article image once it has one', () => {
    const article = { ...ARTICLES[0]!, imageUrl: '' };
    expect(toBlogEntry(article).imageUrl).not.toBe('');
    expect(toBlogEntry(article).imageAlt).not.toBe('');
    const withImage = toBlogEntry({ ...article, imageUrl: '/art/cover.webp', imageAlt: 'A clinic call desk' });
    expect(withImage).toMatchObject({ imageUrl: '/art/cover.webp', imageAlt: 'A clinic call desk' });
  });

  it('show one featured and three smaller cards, each with image, title, description and Read More', () => {
    renderWithSiteConfig(<BlogSection />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) => {
      const entry = BLOG_ENTRIES[i]!;
      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('alt');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(within(card).getByRole('heading', { name: entry.title })).toBeInTheDocument();
      expect(card).toHaveTextContent(entry.description);
      expect(within(card).getByRole('link', { name: `Read More about ${entry.title}` })).toHaveAttribute('href', entry.navigateLink);
    });
    expect(cards[0]).toHaveTextContent('Featured');
  });
});
