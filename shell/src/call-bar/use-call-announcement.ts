import { useEffect, useRef, useState } from 'react';
import type { DemoCallPhase } from '@callvera/shared/demo-call';

/** What a sample call is doing, for the announcement: none for a live call. */
export type SampleMoment = 'loading' | 'playing' | 'paused' | 'sound-blocked' | null;

/** One sentence for a polite live region each time the call's state, a sample's or the microphone changes. */
export function useCallAnnouncement(agentName: string, phase: DemoCallPhase, muted: boolean, sample: SampleMoment = null): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (sample === 'loading') setMessage(`Loading the sample call with ${agentName}…`);
    else if (sample === 'playing') setMessage(`Playing the sample call with ${agentName}.`);
    else if (sample === 'paused') setMessage('The sample call is paused.');
    else if (sample === 'sound-blocked') setMessage('Your browser needs a press to play sound: press Start sound.');
    else if (phase === 'live') setMessage(`Live with ${agentName}. Speak when you are ready.`);
    else if (phase === 'ending') setMessage(`Ending the call with ${agentName}…`);
    else setMessage(`Connecting to ${agentName}…`);
  }, [agentName, phase, sample]);

  const mutedBefore = useRef(muted);
  useEffect(() => {
    if (mutedBefore.current === muted) return;
    mutedBefore.current = muted;
    setMessage(muted ? 'Your microphone is muted.' : 'Your microphone is on.');
  }, [muted]);
  return message;
}
