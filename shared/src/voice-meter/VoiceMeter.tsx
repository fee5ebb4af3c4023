import styles from './voice-meter.module.css';

/** Each bar's share of the level: bars of one height would read as a progress bar, not a voice. */
const BAR_WEIGHTS = [0.55, 1, 0.7, 0.85];

/** The agent's voice level as bars, low and even while it listens: the one meter wherever a call shows. */
export function VoiceMeter({ speaking, volume }: { speaking: boolean; volume: number }) {
  const level = speaking ? Math.max(0.25, Math.min(1, volume)) : 0.1;
  return (
    <span className={styles.meter} aria-hidden="true">
      {BAR_WEIGHTS.map((weight, i) => (
        <span key={i} style={{ transform: `scaleY(${Math.max(0.12, level * weight)})` }} />
      ))}
    </span>
  );
}
