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
  const sample = useDemoCall((s) => s.kind === 'sample');
  const [message, setMessage] = useState('');
  const previous = useRef<{ agent: string | null; phase: DemoCallPhase; sample: boolean }>({ agent: null, phase: 'idle', sample: false });

  useEffect(() => {
    const before = previous.current;
    previous.current = { agent: activeAgent, phase, sample };
    if (before.agent === activeAgent && before.phase === phase && before.sample === sample) return;
    if (phase === 'idle') {
      if (before.phase !== 'idle') setMessage(`${before.sample ? 'Sample call' : 'Call'} with ${roleOf(before.agent)} agent ended.`);
      return;
    }
    if (sample) {
      if (phase === 'live') setMessage(`Playing the sample call with ${roleOf(activeAgent)} agent.`);
      else setMessage(`Loading the sample call with ${roleOf(activeAgent)} agent…`);
    } else if (phase === 'live') setMessage(`Live call with ${roleOf(activeAgent)} agent. Speak when you are ready.`);
    else if (before.phase === 'idle' || before.agent !== activeAgent) setMessage(`Connecting to ${roleOf(activeAgent)} agent…`);
  }, [activeAgent, phase, sample]);

  return message;
}
