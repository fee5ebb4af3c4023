import { Fragment, useId, useRef, type KeyboardEvent } from 'react';
import { stepperAttributes, stepRadioGroup, stepRadios } from '@callvera/shared/step-radios';
import type { Testimonial } from '../data/testimonials';
import styles from './testimonial-carousel.module.css';

const ARROW_KEY_STEPS: Record<string, 1 | -1> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * One review at a time. It only moves when the visitor asks, so nothing slides away mid-sentence.
 * The dots are native radios, each placed just before its review, and CSS shows the review after the
 * checked one; the arrows step the radios. So the served page works before its code arrives (the
 * page's first script steps the radios for an arrow pressed that early) and a press re-renders nothing.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const name = useId();
  const slidesId = `${name}-slides`;
  const slides = useRef<HTMLDivElement>(null);
  const count = testimonials.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROW_KEY_STEPS[event.key];
    // A focused radio already moves its group with the arrow keys.
    if (!step || !slides.current || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    stepRadioGroup(slides.current, step);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Customer reviews" className={styles.carousel} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <ArrowButton groupId={slidesId} step={-1} />
        {/* The live region holds every review; showing another one announces it. */}
        <div id={slidesId} ref={slides} className={styles.slides} aria-live="polite">
          {testimonials.map((testimonial, i) => (
            <Fragment key={testimonial.name}>
              <input
                type="radio"
                name={name}
                className={styles.dot}
                aria-label={`Show review ${i + 1} of ${count}: ${testimonial.name}`}
                defaultChecked={i === 0}
              />
              <figure className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
                <blockquote className={styles.quote}>
                  <p>{testimonial.description}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <img
                    src={testimonial.image}
                    alt={`Portrait of ${testimonial.name}`}
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>
                    <strong className={styles.name}>{testimonial.name}</strong>
                    <span className={styles.position}>{testimonial.position}</span>
                  </span>
                </figcaption>
              </figure>
            </Fragment>
          ))}
        </div>
        <ArrowButton groupId={slidesId} step={1} />
      </div>
    </div>
  );
}

function ArrowButton({ groupId, step }: { groupId: string; step: 1 | -1 }) {
  const previous = step < 0;
  return (
    <button
      type="button"
      className={`${styles.arrow} ${previous ? styles.previous : styles.next}`}
      aria-label={previous ? 'Previous review' : 'Next review'}
      {...stepperAttributes(groupId, step)}
      onClick={(event) => stepRadios(event.currentTarget)}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={previous ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
