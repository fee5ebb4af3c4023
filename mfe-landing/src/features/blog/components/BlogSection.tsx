import { LandingSection } from '../../../components/LandingSection';
import { BLOG_ENTRIES } from '../data/blog-entries';
import { BlogCard } from './BlogCard';
import styles from './blog.module.css';

/** The newest article large, the next three as smaller cards. */
export function BlogSection() {
  const [featured, ...others] = BLOG_ENTRIES;
  return (
    <LandingSection id="blogs" eyebrow="From the blog" title="Blogs" intro="Guides and field notes on putting AI agents on the phone.">
      <div className={styles.layout}>
        {featured && <BlogCard entry={featured} featured />}
        <ul className={styles.list}>
          {others.map((entry) => (
            <li key={entry.navigateLink}>
              <BlogCard entry={entry} />
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
