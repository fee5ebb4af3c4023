import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/use-media-query';
import { USE_CASE_WORDS, USE_CASE_WORD_INTERVAL_MS } from '../data/use-case-words';
import styles from './hero.module.css';

const LEAD = 'AI voice agents for';

/** The hero h1 (`id` labels the hero section). Sighted visitors see the use case change; screen readers get one stable sentence. */
export function RotatingHeadline({ id }: { id: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % USE_CASE_WORDS.length), USE_CASE_WORD_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  const word = USE_CASE_WORDS[reducedMotion ? 0 : index];
  const stableText = `${LEAD} ${USE_CASE_WORDS.slice(0, 3).join(', ').toLowerCase()} and every other business call`;
  return (
    <h1 id={id} className={styles.headline}>
      <span className="visually-hidden">{stableText}</span>
      <span aria-hidden="true">
        {LEAD}{' '}
        <span key={word} className={styles.rotatingWord} data-testid="rotating-word">
          {word}
        </span>
      </span>
    </h1>
  );
}
