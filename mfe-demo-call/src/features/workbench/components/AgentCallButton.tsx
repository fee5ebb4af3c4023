import { prefetchDemoCallEngine, setDemoCallMuted, toggleDemoCall, useDemoCall, type DemoCallPhase } from '@callvera/shared/demo-call';
import { DemoCallConsentPrompt } from '@callvera/shared/demo-call-consent';
import type { DemoAgent } from '@callvera/shared/demo-agents';
import { useCallTimer } from '@callvera/shared/call-timer';
import { VoiceMeter } from '@callvera/shared/voice-meter';
import styles from './workbench.module.css';

const IN_CALL: readonly DemoCallPhase[] = ['loading', 'connecting', 'live'];

/** One agent's listen/stop control, driven only by the shared store, exactly as a landing card is. */
export function AgentCallButton({ agent }: { agent: DemoAgent }) {
  const phase = useDemoCall((state) => (state.activeAgent === agent.id ? state.phase : 'idle'));
  const liveSince = useDemoCall((state) => (state.activeAgent === agent.id ? state.liveSince : null));
  const speaking = useDemoCall((state) => state.activeAgent === agent.id && state.agentSpeaking);
  const volume = useDemoCall((state) => (state.activeAgent === agent.id ? state.volume : 0));
  const muted = useDemoCall((state) => state.activeAgent === agent.id && state.muted);
  const elapsed = useCallTimer(liveSince);
  const active = IN_CALL.includes(phase);

  const stateText = {
    idle: 'Ready',
    consent: 'Waiting for your consent',
    loading: 'Connecting…',
    connecting: 'Connecting…',
    live: elapsed,
    ending: 'Ending…',
  }[phase];

  return (
    <li className={styles.agent} data-phase={phase}>
      <div className={styles.agentText}>
        <span className={styles.role}>{agent.role}</span>
        <span className={styles.industry}>{agent.industry}</span>
      </div>
      <span className={styles.state} aria-hidden="true">
        {phase === 'live' && <VoiceMeter speaking={speaking} volume={volume} />}
        {stateText}
        {phase === 'live' && (speaking ? ' · agent speaking' : ' · agent listening')}
      </span>
      {phase === 'consent' ? (
        <DemoCallConsentPrompt className={styles.consent} agentRole={agent.role} />
      ) : (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.button}
            aria-pressed={active}
            onPointerEnter={prefetchDemoCallEngine}
            onFocus={prefetchDemoCallEngine}
            onClick={() => void toggleDemoCall(agent.id)}
          >
            {active ? `Stop the call with the ${agent.role} agent` : `Listen to the ${agent.role} agent`}
          </button>
          {active && (
            <button type="button" className={styles.close} onClick={() => setDemoCallMuted(!muted)}>
              {muted ? 'Unmute' : 'Mute'}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
