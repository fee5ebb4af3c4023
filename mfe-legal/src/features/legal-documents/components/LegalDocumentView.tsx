import { PageHead } from '@callvera/shared/page-head';
import type { LegalDocument } from '../data/legal-documents';
import { useRevealSectionFromUrl } from '../hooks/use-reveal-section-from-url';
import { formatLastUpdated } from '../utils/format-last-updated';
import { LEGAL_TEXT_COMPONENTS, SupportEmail } from './legal-text-components';
import { TableOfContents } from './TableOfContents';
import styles from './legal-document.module.css';

export interface LegalDocumentViewProps {
  /** The policy or terms to show. */
  document: LegalDocument;
}

/** A legal document: title and date, its table of contents, then its numbered sections. */
export function LegalDocumentView({ document }: LegalDocumentViewProps) {
  const { title, description, lastUpdated, Content, sections, path } = document;
  useRevealSectionFromUrl(path);
  return (
    <div className={styles.page}>
      <PageHead title={title} description={description} path={path} />
      <section aria-labelledby="legal-document-title" className={styles.intro}>
        <h1 id="legal-document-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.meta}>
          Last updated <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated)}</time>
        </p>
        <p className={styles.meta}>
          Questions? Write to <SupportEmail />.
        </p>
      </section>
      <div className={styles.layout}>
        <TableOfContents sections={sections} />
        <div className={styles.prose}>
          <Content components={LEGAL_TEXT_COMPONENTS} />
        </div>
      </div>
    </div>
  );
}
