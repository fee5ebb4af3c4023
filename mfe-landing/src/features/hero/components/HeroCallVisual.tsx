import { useRef } from 'react';
import { useOnScreen } from '../../../hooks/use-on-screen';
import { usePageLoadedAndIdle } from '../../../hooks/use-page-loaded-and-idle';
import styles from './hero-visual.module.css';

const WAVE_BARS = [14, 28, 40, 22, 48, 34, 56, 30, 44, 24, 38, 52, 26, 42, 18, 36, 50, 22, 32, 16];

/** Decorative picture of a live call: the agent's card, its voice and the transcript. */
export function HeroCallVisual() {
  const wave = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(wave);
  const talking = usePageLoadedAndIdle() && onScreen;
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.orbit} />
      <div className={styles.card}>
        <div className={styles.cardHeader}>
          <span className={styles.avatar}>A</span>
          <span className={styles.who}>
            <strong>Ava · Lead Qualification</strong>
            <small>Real Estate · live call</small>
          </span>
          <span className={styles.timer}>02:14</span>
        </div>
        <div ref={wave} className={styles.wave} {...(talking && { 'data-talking': '' })}>
          {WAVE_BARS.map((height, i) => (
            <span key={i} style={{ height, animationDelay: `${(i % 7) * 90}ms` }} />
          ))}
        </div>
        <p className={`${styles.bubble} ${styles.agent}`}>Great, a three-bedroom near Oakwood. What budget do you have in mind?</p>
        <p className={`${styles.bubble} ${styles.caller}`}>Around 650 thousand, and we’d like to move by spring.</p>
        <p className={`${styles.bubble} ${styles.agent}`}>Perfect. I can book a viewing on Thursday at 5 pm. Shall I?</p>
      </div>
      <div className={`${styles.chip} ${styles.chipTop}`}>✓ Viewing booked</div>
      <div className={`${styles.chip} ${styles.chipBottom}`}>CRM updated · SMS sent</div>
    </div>
  );
}
