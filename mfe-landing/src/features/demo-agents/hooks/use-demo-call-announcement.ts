import { useEffect, useRef, useState } from 'react';
import { useDemoCall, type DemoCallPhase } from '@callvera/shared/demo-call';
import { DEMO_AGENTS } from '@callvera/shared/demo-agents';

function roleOf(agentId: string | null) {
  return DEMO_AGENTS.find((agent) => agent.id === agentId)?.role ?? 'demo';
}

/** Text for a polite live region: what just happened to the demo call, in words. */
export function useDemoCallAnnouncement(): string {
  // A card asking for consent has no call yet: its prompt speaks for itself.
  const activeAgent = useDemoCall((s) => (s.phase === 'consent' ? null : s.activeAgent));
  const phase = useDemoCall((s) => (s.phase === 'consent' ? 'idle' : s.phase));
  const [message, setMessage] = useState('');
  const previous = useRef<{ agent: string | null; phase: DemoCallPhase }>({ agent: null, phase: 'idle' });

  useEffect(() => {
    const before = previous.current;
    previous.current = { agent: activeAgent, phase };
    if (before.agent === activeAgent && before.phase === phase) return;
    if (phase === 'idle') {
      if (before.phase !== 'idle') setMessage(`Call with ${roleOf(before.agent)} agent ended.`);
      return;
    }
    if (phase === 'live') setMessage(`Live call with ${roleOf(activeAgent)} agent. Speak when you are ready.`);
    else if (before.phase === 'idle' || before.agent !== activeAgent) setMessage(`Connecting to ${roleOf(activeAgent)} agent…`);
  }, [activeAgent, phase]);

  return message;
}
