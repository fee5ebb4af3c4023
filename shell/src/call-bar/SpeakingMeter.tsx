import styles from './call-bar.module.css';

const BAR_WEIGHTS = [0.55, 1, 0.7, 0.85];

interface SpeakingMeterProps {
  agentName: string;
  /** Before the call is live it keeps its room, unseen: the controls after it stay put as the call goes live. */
  live: boolean;
  speaking: boolean;
  volume: number;
}

/** Who has the floor, in words, with the agent's voice level drawn beside it. */
export function SpeakingMeter({ agentName, live, speaking, volume }: SpeakingMeterProps) {
  const level = speaking ? Math.max(0.25, Math.min(1, volume)) : 0.1;
  const words = speaking ? `${agentName} is speaking` : `${agentName} is listening`;
  return (
    <span className={styles.speaking} data-live={live}>
      <span className={styles.meter} data-speaking={speaking} aria-hidden="true">
        {BAR_WEIGHTS.map((weight, i) => (
          <span key={i} style={{ transform: `scaleY(${Math.max(0.12, level * weight)})` }} />
        ))}
      </span>
      {/* Drawn by CSS while not live: words nobody sees are no part of the bar's text. */}
      {live ? words : <span className={styles.roomFor} data-words={words} />}
    </span>
  );
}
