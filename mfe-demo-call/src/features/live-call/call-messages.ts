import { DEMO_CALL_CONNECT_TIMEOUT_MS } from '@callvera/shared/demo-call';

/** A toast's words: title and one plain sentence or two. */
export interface CallMessage {
  title: string;
  description: string;
}

// The product's fixed wording for a call's start and end; tests match it word for word.
export const CALL_STARTED: CallMessage = { title: 'Call Started', description: 'The Call has been Started.' };
export const CALL_ENDED: CallMessage = { title: 'Call Ended', description: 'The Call has been Ended.' };

/** What starting a call with no assistant throws, in the product's words. */
export const MISSING_ASSISTANT = 'Assistant or Squad must be provided.';

export const CALL_FAILURES = {
  missingAssistant: { title: "The demo call didn't start", description: MISSING_ASSISTANT },
  sdkNotLoaded: {
    title: "Couldn't load the demo call",
    description: 'Check your internet connection, then press Listen to try again.',
  },
  serviceUnreachable: {
    title: "Couldn't reach the demo service",
    description: 'Check your internet connection, then press Listen to try again.',
  },
  serviceRefused: {
    title: "The demo call didn't start",
    description: 'The demo service turned the call down. Please try again in a few minutes.',
  },
  connectionFailed: {
    title: "The demo call didn't connect",
    description: 'The voice connection could not be set up. Check your network or firewall, then try again.',
  },
  timedOut: {
    title: "The demo agent didn't answer",
    description: `We stopped waiting after ${DEMO_CALL_CONNECT_TIMEOUT_MS / 1000} seconds. Press Listen to try again.`,
  },
  // The permission is undecided: the browser may be showing its prompt, or the network may be at fault.
  timedOutMicrophoneUndecided: {
    title: "The demo agent didn't answer",
    description: `We stopped waiting after ${DEMO_CALL_CONNECT_TIMEOUT_MS / 1000} seconds. If your browser is asking to use the microphone, choose Allow, then press Listen again.`,
  },
  endedBeforeAnswer: {
    title: "The demo call didn't connect",
    description: 'The call ended before the agent picked up. Please try again.',
  },
  dropped: {
    title: 'The demo call dropped',
    description: 'The connection to the agent was lost. Press Listen to start a new call.',
  },
} satisfies Record<string, CallMessage>;

/** Start sound was pressed, and the browser still would not play the agent's voice. */
export const SOUND_NOT_STARTED: CallMessage = {
  title: "The agent's voice didn't start",
  description: 'Your browser would not play sound on this page. Check that the tab is not muted, then press Start sound again.',
};

export const MICROPHONE_PROBLEMS = {
  blocked: {
    title: 'Microphone blocked',
    description:
      'To talk to the agent, allow the microphone for this site: click the lock or microphone icon in the address bar, choose Allow, then press Listen again.',
  },
  notFound: {
    title: 'No microphone found',
    description: 'Connect a microphone or headset, then press Listen again.',
  },
  inUse: {
    title: 'Microphone in use',
    description: 'Another app is using your microphone. Close it, then press Listen again.',
  },
  other: {
    title: "Your microphone didn't start",
    description: 'Check that a microphone is connected and allowed for this site, then press Listen again.',
  },
} satisfies Record<string, CallMessage>;
