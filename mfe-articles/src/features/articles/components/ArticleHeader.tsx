import type { ArticleMeta } from '@callvera/shared/content/articles';
import { ARTICLE_HERO_INLINE } from '@callvera/shared/content/article-heroes';
import { readingMinutes, readingTimeLabel } from '../utils/reading-time';
import styles from './article.module.css';

export interface ArticleHeaderProps {
  /** The article's shared metadata: title, description and hero image. */
  article: ArticleMeta;
  /** Id the surrounding <article> uses as its label. */
  titleId: string;
  wordCount: number;
}

export function ArticleHeader({ article, titleId, wordCount }: ArticleHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 id={titleId} className={styles.title}>
        {article.title}
      </h1>
      <p className={styles.lede}>{article.description}</p>
      <p className={styles.readingTime}>
        <time dateTime={`PT${readingMinutes(wordCount)}M`}>{readingTimeLabel(wordCount)}</time>
      </p>
      <img
        className={styles.hero}
        src={ARTICLE_HERO_INLINE[article.path]}
        alt={article.imageAlt}
        width={article.imageWidth}
        height={article.imageHeight}
        fetchPriority="high"
      />
    </header>
  );
}
