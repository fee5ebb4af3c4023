import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@callvera/shared/after-next-paint';
import { toggleDemoSample, useDemoCall } from '@callvera/shared/demo-call';
import type { DemoAgent } from '@callvera/shared/demo-agents';
import styles from './demo-agent-card.module.css';

const UNPLAYABLE = new Set(['missing', 'unreadable', 'mismatched']);

/**
 * The agent's sample call, beside Listen, for visitors who can't or won't talk: the button that plays or
 * stops it, what kind of recording it is, and, when Listen could not start a call, why, with focus on the
 * sample. A sample the site cannot play has no button.
 */
export function SampleCall({ agent, onGone }: { agent: DemoAgent; onGone: () => void }) {
  const status = useDemoCall((s) => s.samples[agent.id]);
  const playing = useDemoCall((s) => s.activeAgent === agent.id && s.kind === 'sample' && (s.phase === 'loading' || s.phase === 'live'));
  const refusal = useDemoCall((s) => (s.phase === 'idle' && s.liveRefusal?.agent === agent.id ? s.liveRefusal : null));
  const button = useRef<HTMLButtonElement>(null);
  const offered = status === undefined || !UNPLAYABLE.has(status);
  // Focus moves after the frame that shows why: moved in the press's own render, it laid the page out there and then,
  // holding up the frame that answers the press.
  useEffect(() => {
    if (!refusal || !offered) return;
    let current = true;
    void afterNextPaint().then(() => current && button.current?.focus());
    return () => {
      current = false;
    };
  }, [refusal, offered]);
  // A press that found the sample broken took its button away: focus goes to the card's Listen instead of the page.
  const wasOffered = useRef(offered);
  useEffect(() => {
    if (wasOffered.current && !offered && document.activeElement === document.body) onGone();
    wasOffered.current = offered;
  }, [offered, onGone]);

  const refusalId = `agent-${agent.id}-refusal`;
  return (
    <div className={styles.sample}>
      {refusal && (
        <p id={refusalId} className={styles.refusal} role={offered ? undefined : 'status'}>
          <strong>{refusal.title}.</strong> {refusal.description}
          {offered && ' You can hear a sample call instead.'}
        </p>
      )}
      {offered && (
        <div className={styles.sampleRow}>
          <button
            ref={button}
            type="button"
            className={`pill-button ${styles.sampleButton}`}
            aria-label={playing ? `Stop sample call of the ${agent.role} agent` : `Play a sample call of the ${agent.role} agent`}
            aria-pressed={playing}
            aria-describedby={refusal ? refusalId : undefined}
            onClick={() => void toggleDemoSample(agent.id)}
          >
            {playing ? 'Stop sample' : 'Play a sample call'}
          </button>
          {/* Until the deployed list says otherwise, the sample is the one the site was built with. */}
          <span className={styles.sampleKind}>{status === 'recorded' ? 'Recorded call' : 'Synthesized sample'}</span>
        </div>
      )}
    </div>
  );
}
