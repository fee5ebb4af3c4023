import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { declineDemoCall, setDemoCallMuted, toggleDemoCall, useDemoCall } from '@callvera/shared/demo-call';
import { afterNextPaint } from '@callvera/shared/after-next-paint';
import { LazyPart, PartUnavailable } from '@callvera/shared/lazy-part';
import type { DemoAgent } from '@callvera/shared/demo-agents';
import { CallStatus } from './CallStatus';
import { SampleCall } from './SampleCall';
import { SampleTranscriptSlot } from './SampleTranscriptSlot';
import { loadReceiptOnCard } from './load-call-receipt';
import styles from './demo-agent-card.module.css';

// Fetched on a visitor's first press only; the store keeps that press until the prompt is here.
const loadConsentPrompt = () =>
  afterNextPaint()
    .then(() => import('@callvera/shared/demo-call-consent'))
    .then(({ DemoCallConsentPrompt }) => DemoCallConsentPrompt);

/** One demo agent: who it is, what it does, and the buttons that call, mute or hang up. */
export function DemoAgentCard({ agent }: { agent: DemoAgent }) {
  const phase = useDemoCall((s) => (s.activeAgent === agent.id ? s.phase : 'idle'));
  const kind = useDemoCall((s) => (s.activeAgent === agent.id ? s.kind : 'live'));
  const muted = useDemoCall((s) => s.activeAgent === agent.id && s.muted);
  const receipt = useDemoCall((s) => (s.phase === 'idle' && s.receipt?.agent === agent.id ? s.receipt : null));
  const inCall = phase === 'loading' || phase === 'connecting' || phase === 'live';
  const isActive = inCall && kind === 'live';
  const samplePlaying = inCall && kind === 'sample';
  const asksConsent = phase === 'consent';
  const label = isActive ? `Stop call with ${agent.role} agent` : `Listen to ${agent.role} agent`;

  // The consent prompt took focus from the Listen button; give it back to the card's button when it goes.
  const callButton = useRef<HTMLButtonElement>(null);
  const askedConsent = useRef(false);
  const focusCallButton = useCallback(() => callButton.current?.focus(), []);
  useEffect(() => {
    if (askedConsent.current && !asksConsent && document.activeElement === document.body) callButton.current?.focus();
    askedConsent.current = asksConsent;
  }, [asksConsent]);

  return (
    <article
      className={`${styles.card} ${isActive || samplePlaying ? styles.active : ''}`}
      data-call-kind={inCall ? kind : undefined}
      style={{ '--agent-accent': agent.accent } as CSSProperties}
      aria-labelledby={`agent-${agent.id}-role`}
    >
      <div className={styles.top}>
        <span className={styles.avatar} aria-hidden="true">
          {agent.name[0]}
        </span>
        <div>
          <h3 id={`agent-${agent.id}-role`} className={styles.role}>
            {agent.role}
          </h3>
          <p className={styles.industry}>{agent.industry}</p>
        </div>
      </div>
      <p className={styles.useCase}>{agent.useCase}</p>
      {asksConsent ? (
        <LazyPart
          load={loadConsentPrompt}
          props={{ className: styles.consent, agentRole: agent.role }}
          loading={null}
          failed={(retry) => (
            <PartUnavailable
              className={styles.consent}
              message="The call can't start: part of this page didn't load. Check your connection and try again."
              retry={retry}
              focusRetry
            >
              <button type="button" className="pill-button" onClick={declineDemoCall}>
                Cancel
              </button>
            </PartUnavailable>
          )}
        />
      ) : (
        <div className={styles.footer}>
          <div className={styles.statusLine}>{inCall ? <CallStatus /> : <span className={styles.agentName}>Agent: {agent.name}</span>}</div>
          <div className={styles.actions}>
            {isActive && (
              <button type="button" className="pill-button" onClick={() => setDemoCallMuted(!muted)}>
                {muted ? 'Unmute' : 'Mute'}
              </button>
            )}
            <button
              ref={callButton}
              type="button"
              className={styles.button}
              aria-label={label}
              aria-pressed={isActive}
              onClick={() => void toggleDemoCall(agent.id)}
            >
              <ButtonIcon stop={isActive} />
              {isActive ? 'Stop' : 'Listen'}
            </button>
          </div>
        </div>
      )}
      {!asksConsent && <SampleCall agent={agent} onGone={focusCallButton} />}
      <SampleTranscriptSlot agent={agent} />
      {receipt && (
        <LazyPart
          load={loadReceiptOnCard}
          props={{ receipt, onDismissed: () => callButton.current?.focus() }}
          loading={null}
          failed={(retry) => (
            <PartUnavailable message="Your call receipt didn't load. Check your connection and try again." retry={retry} />
          )}
        />
      )}
    </article>
  );
}

function ButtonIcon({ stop }: { stop: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {stop ? (
        <rect x="3.5" y="3.5" width="9" height="9" rx="2" fill="currentColor" />
      ) : (
        <path
          d="M3 6v4h2.5L9 13V3L5.5 6zM11 5.5a3.5 3.5 0 0 1 0 5M12.6 3.5a6 6 0 0 1 0 9"
          stroke="currentColor"
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
