import { useSiteConfig } from '@callvera/shared/site-config-context';
import { AgentCallButton } from './features/workbench/components/AgentCallButton';
import { CallAnnouncer } from './features/workbench/components/CallAnnouncer';
import { ToastList } from './features/workbench/components/ToastList';
import { DEMO_AGENTS } from '@callvera/shared/demo-agents';
import { useWorkbenchEngine } from './features/workbench/hooks/use-workbench-engine';
import styles from './features/workbench/components/workbench.module.css';

/**
 * The engine's own page, so its team can try real calls without the shell: one
 * button per demo agent, going through the same shared store functions as the
 * landing cards, with the resulting toasts listed below.
 */
export function DemoCallWorkbench() {
  const { demoCall } = useSiteConfig();
  useWorkbenchEngine(demoCall);
  return (
    <section aria-labelledby="workbench-title" className={styles.workbench}>
      <h1 id="workbench-title" className={styles.title}>
        Demo-call workbench
      </h1>
      <p className={styles.intro}>
        {demoCall.available
          ? 'Live demos are configured. Press an agent to talk to it; press it again to hang up.'
          : 'Live demos are off in this site config, so every press explains that they are unavailable.'}
      </p>
      <ul className={styles.agents} aria-label="Demo agents">
        {DEMO_AGENTS.map((agent) => (
          <AgentCallButton key={agent.id} agent={agent} />
        ))}
      </ul>
      <CallAnnouncer />
      <ToastList />
    </section>
  );
}
