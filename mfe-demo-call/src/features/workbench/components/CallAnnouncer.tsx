import { useDemoCall } from '@callvera/shared/demo-call';
import { demoAgent } from '@callvera/shared/demo-agents';
import styles from './workbench.module.css';

/** Tells a screen reader each change of call state, once; the ticking timer stays out of it. */
export function CallAnnouncer() {
  const agent = useDemoCall((state) => state.activeAgent);
  const phase = useDemoCall((state) => state.phase);
  let message = 'No demo call is running.';
  if (agent && phase !== 'idle' && phase !== 'consent') {
    const { role } = demoAgent(agent);
    if (phase === 'live') message = `On a live call with the ${role} agent. Speak when you are ready.`;
    else if (phase === 'ending') message = `Ending the call with the ${role} agent…`;
    else message = `Connecting to the ${role} agent…`;
  }
  return (
    <p role="status" className={styles.announcer}>
      {message}
    </p>
  );
}
