import styles from './call-bar.module.css';

const BAR_WEIGHTS = [0.55, 1, 0.7, 0.85];

/** Who has the floor, in words, with the agent's voice level drawn beside it. */
export function SpeakingMeter({ agentName, speaking, volume }: { agentName: string; speaking: boolean; volume: number }) {
  const level = speaking ? Math.max(0.25, Math.min(1, volume)) : 0.1;
  return (
    <span className={styles.speaking}>
      <span className={styles.meter} data-speaking={speaking} aria-hidden="true">
        {BAR_WEIGHTS.map((weight, i) => (
          <span key={i} style={{ transform: `scaleY(${Math.max(0.12, level * weight)})` }} />
        ))}
      </span>
      {speaking ? `${agentName} is speaking` : `${agentName} is listening`}
    </span>
  );
}
