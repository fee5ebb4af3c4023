import { useEffect, useRef, useState } from 'react';
import type { DemoCallPhase } from '@callvera/shared/demo-call';

/** One sentence for a polite live region each time the call's state or the microphone changes. */
export function useCallAnnouncement(agentName: string, phase: DemoCallPhase, muted: boolean): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (phase === 'live') setMessage(`Live with ${agentName}. Speak when you are ready.`);
    else if (phase === 'ending') setMessage(`Ending the call with ${agentName}…`);
    else setMessage(`Connecting to ${agentName}…`);
  }, [agentName, phase]);

  const mutedBefore = useRef(muted);
  useEffect(() => {
    if (mutedBefore.current === muted) return;
    mutedBefore.current = muted;
    setMessage(muted ? 'Your microphone is muted.' : 'Your microphone is on.');
  }, [muted]);
  return message;
}
