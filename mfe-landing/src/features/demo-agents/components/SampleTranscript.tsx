import type { DemoAgent } from '@callvera/shared/demo-agents';
import { SAMPLE_SCRIPTS } from '@callvera/shared/demo-sample-scripts';
import styles from './demo-agent-card.module.css';

/** The sample call in words, for visitors who can't or won't listen (the disclosure around it is the card's): the agent's script. */
export function SampleTranscript({ agent }: { agent: DemoAgent }) {
  const { lines } = SAMPLE_SCRIPTS[agent.id];
  return (
    <ol className={styles.transcriptLines}>
      {lines.map((line, index) => (
        <li key={index} data-speaker={line.speaker}>
          <span className={styles.transcriptSpeaker}>{line.speaker === 'agent' ? `${agent.name} (agent)` : 'Caller'}:</span> {line.text}
        </li>
      ))}
    </ol>
  );
}
