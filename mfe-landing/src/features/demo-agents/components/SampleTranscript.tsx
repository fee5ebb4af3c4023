import type { DemoAgent } from '@callvera/shared/demo-agents';
import { useDemoCall } from '@callvera/shared/demo-call';
import { SAMPLE_SCRIPTS } from '@callvera/shared/demo-sample-scripts';
import styles from './demo-agent-card.module.css';

/**
 * The sample call in words, for visitors who can't or won't listen (the disclosure around it is the card's): the
 * agent's script, which the default sample speaks, until the deployed list names a recording, then the
 * recording's own words.
 */
export function SampleTranscript({ agent }: { agent: DemoAgent }) {
  const recorded = useDemoCall((s) => s.sampleWords[agent.id]);
  const lines = recorded ?? SAMPLE_SCRIPTS[agent.id].lines;
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
