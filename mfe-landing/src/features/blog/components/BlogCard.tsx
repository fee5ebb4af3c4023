import { SiteLink } from '@callvera/shared/navigation';
import type { BlogEntry } from '../data/blog-entries';
import styles from './blog.module.css';

export interface BlogCardProps {
  entry: BlogEntry;
  /** The large card that leads the section. */
  featured?: boolean;
}

export function BlogCard({ entry, featured = false }: BlogCardProps) {
  return (
    <article className={`${styles.card} ${featured ? styles.featured : styles.small}`}>
      <img src={entry.imageUrl} alt={entry.imageAlt} width={800} height={450} loading="lazy" decoding="async" className={styles.image} />
      <div className={styles.body}>
        {featured && <p className={styles.tag}>Featured</p>}
        <h3 className={styles.title}>{entry.title}</h3>
        <p className={styles.description}>{entry.description}</p>
        <SiteLink to={entry.navigateLink} className={styles.readMore}>
          Read More<span className="visually-hidden"> about {entry.title}</span>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 8h9M8.5 4.5L12 8l-3.5 3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </SiteLink>
      </div>
    </article>
  );
}
