import type { CSSProperties } from 'react';
import { prefetchDemoCallEngine, toggleDemoCall, useDemoCall } from '@callvera/shared/demo-call';
import type { WorkbenchAgent } from '../data/workbench-agents';
import { useCallTimer } from '@callvera/shared/call-timer';
import styles from './workbench.module.css';

/** One agent's listen/stop control, driven only by the shared store, exactly as a landing card is. */
export function AgentCallButton({ agent }: { agent: WorkbenchAgent }) {
  const active = useDemoCall((state) => state.activeAgent === agent.key);
  const phase = useDemoCall((state) => (state.activeAgent === agent.key ? state.phase : 'idle'));
  const liveSince = useDemoCall((state) => (state.activeAgent === agent.key ? state.liveSince : null));
  const speaking = useDemoCall((state) => state.activeAgent === agent.key && state.agentSpeaking);
  const volume = useDemoCall((state) => (state.activeAgent === agent.key ? state.volume : 0));
  const elapsed = useCallTimer(liveSince);

  const stateText = { idle: 'Ready', loading: 'Connecting…', connecting: 'Connecting…', live: elapsed }[phase];

  return (
    <li className={styles.agent} data-phase={phase}>
      <div className={styles.agentText}>
        <span className={styles.role}>{agent.role}</span>
        <span className={styles.industry}>{agent.industry}</span>
      </div>
      <span className={styles.state} aria-hidden="true">
        {phase === 'live' && (
          <span className={styles.meter} data-speaking={speaking} style={{ '--level': volume } as CSSProperties} />
        )}
        {stateText}
        {phase === 'live' && (speaking ? ' · agent speaking' : ' · agent listening')}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-pressed={active}
        onPointerEnter={prefetchDemoCallEngine}
        onFocus={prefetchDemoCallEngine}
        onClick={() => void toggleDemoCall(agent.key)}
      >
        {active ? `Stop the call with the ${agent.role} agent` : `Listen to the ${agent.role} agent`}
      </button>
    </li>
  );
}
