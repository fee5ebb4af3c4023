import type { ReactNode } from 'react';
import styles from './landing-section.module.css';

export interface LandingSectionProps {
  /** Anchor id; the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  /** Short label above the title. */
  eyebrow?: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Tinted band, to separate neighbouring sections. */
  tone?: 'plain' | 'band';
  children: ReactNode;
}

/** A block of the home page: a landmark section labelled by its own h2. */
export function LandingSection({ id, title, eyebrow, intro, tone = 'plain', children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.section} ${tone === 'band' ? styles.band : ''}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
