import { useState, type KeyboardEvent } from 'react';
import type { Testimonial } from '../data/testimonials';
import { wrapIndex } from '../utils/wrap-index';
import styles from './testimonial-carousel.module.css';

/** One review at a time. It only moves when the visitor asks, so nothing slides away mid-sentence. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const go = (to: number) => setIndex(wrapIndex(to, count));
  const current = testimonials[index]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Customer reviews" className={styles.carousel} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous review" onClick={() => go(index - 1)}>
          <Chevron direction="left" />
        </button>
        {/* The live region stays mounted; only the slide inside it is replaced, so the change is announced. */}
        <div className={styles.slideArea} aria-live="polite">
          <figure key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
            <blockquote className={styles.quote}>
              <p>{current.description}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <img src={current.image} alt={`Portrait of ${current.name}`} width={64} height={64} loading="lazy" decoding="async" />
              <span>
                <strong className={styles.name}>{current.name}</strong>
                <span className={styles.position}>{current.position}</span>
              </span>
            </figcaption>
          </figure>
        </div>
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next review" onClick={() => go(index + 1)}>
          <Chevron direction="right" />
        </button>
      </div>
      <div className={styles.dots}>
        {testimonials.map((testimonial, i) => (
          <button
            key={testimonial.name}
            type="button"
            className={styles.dot}
            aria-label={`Show review ${i + 1} of ${count}: ${testimonial.name}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
