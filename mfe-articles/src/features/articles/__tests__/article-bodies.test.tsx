import { render, screen } from '@testing-library/react';
import { ARTICLES } from '@callvera/shared/content/articles';
import { ARTICLE_BODIES } from '../data/article-bodies';
import { ProseLink } from '../components/ProseLink';

function visibleWords(text: string) {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

describe.each(ARTICLES.map((article) => [article.path, article] as const))('article body %s', (path, article) => {
  const { Content, wordCount } = ARTICLE_BODIES[path];

  it('is long-form: at least 900 words', () => {
    expect(wordCount).toBeGreaterThanOrEqual(900);
  });

  it('counts, at build time, the words a reader actually sees', () => {
    const { container } = render(<Content />);
    const rendered = visibleWords(container.textContent ?? '');
    expect(Math.abs(rendered - wordCount) / wordCount).toBeLessThan(0.01);
  });

  it('leaves the h1 to the page and structures itself with h2 sections and lists', () => {
    render(<Content />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(screen.getAllByRole('list').length).toBeGreaterThanOrEqual(2);
  });

  it('does not repeat the title, which the page shows from the shared metadata', () => {
    const { container } = render(<Content />);
    expect(container).not.toHaveTextContent(article.title);
  });

  it('links to each of the other three articles through site links', () => {
    render(<Content components={{ a: ProseLink }} />);
    for (const other of ARTICLES.filter((candidate) => candidate.path !== path)) {
      const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === other.path);
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links[0]).not.toHaveAttribute('target');
    }
  });

  it('gives every h2 an id so sections can be linked', () => {
    render(<Content />);
    for (const heading of screen.getAllByRole('heading', { level: 2 })) {
      expect(heading.id).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
