import { ARTICLES } from '@callvera/shared/content/articles';
import { SiteLink } from '@callvera/shared/navigation';
import styles from './page-blocks.module.css';

export interface MoreArticlesProps {
  /** The article being read, left out of the list; omit to list all four. */
  currentPath?: string;
  heading?: string;
}

/** Cards linking to the site's articles, read from the shared metadata. */
export function MoreArticles({ currentPath, heading = 'Keep reading' }: MoreArticlesProps) {
  const others = ARTICLES.filter((article) => article.path !== currentPath);
  return (
    <section aria-labelledby="more-articles-title" className={styles.block}>
      <h2 id="more-articles-title">{heading}</h2>
      <ul className={styles.cards}>
        {others.map((article) => (
          <li key={article.path} className={styles.card}>
            {/* The title link names the card; the thumbnail adds nothing for screen readers. */}
            <img src={article.imageUrl} alt="" width={article.imageWidth} height={article.imageHeight} loading="lazy" />
            <h3>
              <SiteLink to={article.path}>{article.title}</SiteLink>
            </h3>
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
