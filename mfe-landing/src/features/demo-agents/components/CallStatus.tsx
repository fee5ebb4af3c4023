import { useEffect } from 'react';
import { useDemoCall } from '@callvera/shared/demo-call';
import { formatCallTime, useCallTimer } from '@callvera/shared/call-timer';
import { VoiceMeter } from '@callvera/shared/voice-meter';
import { loadReceiptOnCard } from './load-call-receipt';
import styles from './demo-agent-card.module.css';

/** The active card's call state: connecting, or live with a timer and the agent's voice meter; for a sample, where it is. */
export function CallStatus() {
  const phase = useDemoCall((s) => s.phase);
  const sample = useDemoCall((s) => (s.kind === 'sample' ? s.sample : null));
  const sampleAsked = useDemoCall((s) => s.kind === 'sample');
  const liveSince = useDemoCall((s) => s.liveSince);
  const agentSpeaking = useDemoCall((s) => s.agentSpeaking);
  const volume = useDemoCall((s) => s.volume);
  const elapsed = useCallTimer(phase === 'live' ? liveSince : null);
  const live = phase === 'live';
  useEffect(() => {
    if (live) loadReceiptOnCard().catch(() => undefined); // tried again when the receipt shows
  }, [live]);

  if (phase !== 'live' || (sampleAsked && !sample)) {
    return (
      <span className={styles.status} data-phase={phase}>
        <span className={styles.spinner} aria-hidden="true" />
        {sampleAsked ? 'Loading the sample…' : 'Connecting…'}
      </span>
    );
  }
  if (sample) {
    return (
      <span className={styles.status} data-phase="live">
        <span className={styles.liveDot} aria-hidden="true" />
        <span>
          {sample.paused ? 'Sample paused' : 'Sample playing'}{' '}
          <time className={styles.elapsed}>{formatCallTime(sample.positionSeconds * 1000)}</time>
        </span>
      </span>
    );
  }
  return (
    <span className={styles.status} data-phase="live">
      <span className={styles.liveDot} aria-hidden="true" />
      <span>
        Live <time className={styles.elapsed}>{elapsed ?? '00:00'}</time>
      </span>
      <VoiceMeter speaking={agentSpeaking} volume={volume} />
      <span className={styles.speaker}>{agentSpeaking ? 'Speaking' : 'Listening'}</span>
    </span>
  );
}
