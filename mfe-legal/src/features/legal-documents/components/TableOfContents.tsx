import type { LegalSection } from '../data/legal-documents';
import styles from './legal-document.module.css';

export interface TableOfContentsProps {
  /** The document's numbered sections, in reading order. */
  sections: readonly LegalSection[];
}

/** Links to every numbered section of the document. */
export function TableOfContents({ sections }: TableOfContentsProps) {
  return (
    <nav aria-label="Table of contents" className={styles.contents}>
      <p className={styles.contentsLabel} aria-hidden="true">
        Contents
      </p>
      <ol className={styles.contentsList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.contentsLink}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
