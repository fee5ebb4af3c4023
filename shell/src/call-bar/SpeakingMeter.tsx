import { VoiceMeter } from '@callvera/shared/voice-meter';
import styles from './call-bar.module.css';

interface SpeakingMeterProps {
  agentName: string;
  /** Before the call is live it keeps its room, unseen: the controls after it stay put as the call goes live. */
  live: boolean;
  speaking: boolean;
  volume: number;
}

/** Who has the floor, in words, with the agent's voice level drawn beside it. */
export function SpeakingMeter({ agentName, live, speaking, volume }: SpeakingMeterProps) {
  const words = speaking ? `${agentName} is speaking` : `${agentName} is listening`;
  return (
    <span className={styles.speaking} data-live={live}>
      <VoiceMeter speaking={speaking} volume={volume} />
      {/* Drawn by CSS while not live: words nobody sees are no part of the bar's text. */}
      {live ? words : <span className={styles.roomFor} data-words={words} />}
    </span>
  );
}
