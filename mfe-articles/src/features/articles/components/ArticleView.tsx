import type { ArticleMeta } from '@callvera/shared/content/articles';
import type { ArticleBody } from '../data/article-bodies';
import { ArticleHeader } from './ArticleHeader';
import { ProseLink } from './ProseLink';
import styles from './article.module.css';

export interface ArticleViewProps {
  article: ArticleMeta;
  body: ArticleBody;
}

// Markdown elements that need more than the browser default.
const proseComponents = { a: ProseLink };

/** One article: the shared metadata on top, the MDX prose below. */
export function ArticleView({ article, body: { Content, wordCount } }: ArticleViewProps) {
  const titleId = 'article-title';
  return (
    <article aria-labelledby={titleId} className={styles.article}>
      <ArticleHeader article={article} titleId={titleId} wordCount={wordCount} />
      <div className={styles.prose}>
        <Content components={proseComponents} />
      </div>
    </article>
  );
}
