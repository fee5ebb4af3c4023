import { ARTICLES, type ArticleMeta } from '@callvera/shared/content/articles';
import industriesCover from '../artwork/industries.svg';
import supportCover from '../artwork/support.svg';
import guideCover from '../artwork/guide.svg';
import featuresCover from '../artwork/features.svg';

/** A blog entry: imageUrl, title, description, navigateLink. */
export interface BlogEntry {
  imageUrl: string;
  imageAlt: string;
  title: string;
  description: string;
  navigateLink: ArticleMeta['path'];
}

// Our own covers, shown until the articles team sets an imageUrl for its article.
const FALLBACK_COVERS: Record<ArticleMeta['path'], string> = {
  '/7-Industries-Revolutionized': industriesCover,
  '/Revolutionizing-Customer-Support': supportCover,
  '/Your-Guide-to-Adopting-AI-Driven': guideCover,
  '/Top-10-Essential-Features': featuresCover,
};

export function toBlogEntry(article: ArticleMeta): BlogEntry {
  const hasOwnImage = article.imageUrl.trim() !== '';
  return {
    imageUrl: hasOwnImage ? article.imageUrl : FALLBACK_COVERS[article.path],
    imageAlt: hasOwnImage && article.imageAlt ? article.imageAlt : `Abstract cover artwork for “${article.title}”`,
    title: article.title,
    description: article.description,
    navigateLink: article.path,
  };
}

/** Titles and descriptions come from the article metadata the articles remote also renders. */
export const BLOG_ENTRIES: readonly BlogEntry[] = ARTICLES.map(toBlogEntry);
