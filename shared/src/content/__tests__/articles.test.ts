import { ARTICLES, ARTICLE_PATHS, findArticle } from '../articles';

// The site has four article routes, and the home page lists four blog entries.
const SPEC_ARTICLE_ROUTES = [
  '/7-Industries-Revolutionized',
  '/Revolutionizing-Customer-Support',
  '/Your-Guide-to-Adopting-AI-Driven',
  '/Top-10-Essential-Features',
];

describe('article metadata (the single source for article pages and blog cards)', () => {
  it('has exactly one entry per article route, in route order', () => {
    expect(ARTICLES.map((article) => article.path)).toEqual(SPEC_ARTICLE_ROUTES);
    expect([...ARTICLE_PATHS]).toEqual(SPEC_ARTICLE_ROUTES);
  });

  it('gives every article the fields a blog card and a page need', () => {
    for (const article of ARTICLES) {
      expect(article.title.trim()).not.toBe('');
      expect(article.description.length).toBeGreaterThan(40);
      expect(article.description.length).toBeLessThanOrEqual(200);
      expect(article.imageUrl).not.toBe('');
      expect(article.imageAlt.length).toBeGreaterThan(10);
      expect(article.imageWidth).toBeGreaterThan(0);
      expect(article.imageHeight).toBeGreaterThan(0);
    }
  });

  it('dates every article with real calendar days, modified no earlier than published', () => {
    const calendarDay = (date: string) => {
      const day = new Date(`${date}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
    };
    for (const { path, datePublished, dateModified } of ARTICLES) {
      expect([path, calendarDay(datePublished), calendarDay(dateModified)]).toEqual([path, true, true]);
      expect(dateModified >= datePublished).toBe(true);
    }
  });

  it('keeps titles, descriptions and images distinct between articles', () => {
    for (const field of ['title', 'description', 'imageAlt'] as const) {
      expect(new Set(ARTICLES.map((article) => article[field])).size).toBe(ARTICLES.length);
    }
  });

  it('titles each article after its route topic', () => {
    expect(findArticle('/7-Industries-Revolutionized')?.title).toMatch(/7 Industries/);
    expect(findArticle('/Revolutionizing-Customer-Support')?.title).toMatch(/Customer Support/);
    expect(findArticle('/Your-Guide-to-Adopting-AI-Driven')?.title).toMatch(/Guide to Adopting an AI-Driven Call Center/);
    expect(findArticle('/Top-10-Essential-Features')?.title).toMatch(/Top 10 Essential Features/);
  });

  it('finds nothing for a path that is not an article', () => {
    expect(findArticle('/pricing')).toBeUndefined();
    expect(findArticle('/7-industries-revolutionized')).toBeUndefined();
  });
});
