import { Fragment } from 'react';
import { useRadioKeptInEntry } from '@callvera/shared/kept-in-entry';
import { stepOnArrowKey, stepperAttributes, stepRadios } from '@callvera/shared/step-radios';
import type { Testimonial } from '../data/testimonials';
import styles from './testimonial-carousel.module.css';

/**
 * One review at a time. It only moves when the visitor asks, so nothing slides away mid-sentence.
 * The dots are native radios, each placed just before its review, and CSS shows the review after the
 * checked one; the arrows step the radios, pressed or with the arrow keys. So the served page works
 * before its code arrives (the page's first script steps the radios for an arrow used that early), and
 * a press re-renders nothing. A focused dot moves with the arrow keys by itself. The review shown stays
 * with the page's history entry: Back and Forward show it again.
 */
/**
 * The dots' shared name and the slides' id, given, not generated: the served page is rendered by the
 * prerender's own React, whose generated ids differ from the app's. One carousel per page.
 */
const DOTS_NAME = 'review';
const SLIDES_ID = 'review-slides';

export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const keep = useRadioKeptInEntry<string>(DOTS_NAME);

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Review slides" className={styles.carousel}>
      <div className={styles.stage}>
        <ArrowButton groupId={SLIDES_ID} step={-1} />
        {/* The live region holds every review; showing another one announces it. */}
        <div id={SLIDES_ID} className={styles.slides} aria-live="polite">
          {testimonials.map((testimonial, i) => (
            <Fragment key={testimonial.name}>
              <input
                type="radio"
                name={DOTS_NAME}
                value={String(i + 1)}
                className={styles.dot}
                aria-label={`Show review ${i + 1} of ${count}: ${testimonial.name}`}
                defaultChecked={i === 0}
                onChange={() => keep(String(i + 1))}
              />
              {/* The slide is a group around the figure: HTML forbids a role on a figure that has a figcaption. */}
              <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
                <figure className={styles.review}>
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
              </div>
            </Fragment>
          ))}
        </div>
        <ArrowButton groupId={SLIDES_ID} step={1} />
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
      onKeyDown={(event) => {
        if (stepOnArrowKey(event.currentTarget, event.key)) event.preventDefault();
      }}
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
