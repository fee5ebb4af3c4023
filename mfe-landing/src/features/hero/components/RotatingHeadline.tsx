import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/use-media-query';
import { useOnScreen } from '../../../hooks/use-on-screen';
import { USE_CASE_WORDS, USE_CASE_WORD_INTERVAL_MS } from '../data/use-case-words';
import styles from './hero.module.css';

const LEAD = 'AI voice agents for';

/**
 * The hero h1 (`id` labels the hero section). Sighted visitors see the use case change; screen readers get one
 * stable sentence. Every word is laid out in the same place, only the current one shown, so the headline is
 * always as tall as its longest word: a shorter one would move everything below it at each change.
 */
export function RotatingHeadline({ id }: { id: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const words = useRef<HTMLSpanElement>(null);
  const onScreen = useOnScreen(words);
  // The word the page first paints is there at once; only the words that follow it come in (`rotated`).
  const [{ index, rotated }, setRotation] = useState({ index: 0, rotated: false });

  useEffect(() => {
    if (reducedMotion || !onScreen) return;
    const next = () => setRotation((now) => ({ index: (now.index + 1) % USE_CASE_WORDS.length, rotated: true }));
    const timer = setInterval(next, USE_CASE_WORD_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [reducedMotion, onScreen]);

  const current = reducedMotion ? 0 : index;
  const stableText = `${LEAD} ${USE_CASE_WORDS.slice(0, 3).join(', ').toLowerCase()} and every other business call`;
  return (
    <h1 id={id} className={styles.headline}>
      <span className="visually-hidden">{stableText}</span>
      <span aria-hidden="true">
        {LEAD}{' '}
        <span ref={words} className={styles.rotatingWords} {...(rotated && !reducedMotion && { 'data-rotating': '' })}>
          {USE_CASE_WORDS.map((word, i) => (
            <span key={word} className={styles.rotatingWord} {...(i === current && { 'data-current': '', 'data-testid': 'rotating-word' })}>
              {word}
            </span>
          ))}
        </span>
      </span>
    </h1>
  );
}
