import type { TurnTiming, UnmeasuredTurn } from '@callvera/shared/demo-call';

/**
 * What the call told this browser, each with the time it arrived (ms, one clock for the whole call):
 * the SDK's `speech-update` messages for each role, the agent's voice level (`volume-level`, and
 * `speech-start`, which the SDK fires on the same sample), the transcript's final lines, and the end.
 */
export type TimedCallEvent =
  | { type: 'speech-update'; role: 'visitor' | 'agent'; status: 'started' | 'stopped'; at: number }
  | { type: 'agent-level'; volume: number; at: number }
  | { type: 'final-line'; speaker: 'visitor' | 'agent'; at: number }
  | { type: 'call-end'; at: number };

/**
 * The agent is heard once its level crosses the SDK's own threshold: @vapi-ai/web reports `volume-level`
 * as the remote level / 0.15 and counts speech above a level of 0.01 (its `speech-start`).
 */
export const AGENT_HEARD_VOLUME = 0.01 / 0.15;

export interface TurnMeasurement {
  turns: TurnTiming[];
  /** False when no speech-update came for the visitor: the call gave nothing to time from. */
  speechTimingReceived: boolean;
}

/** How a turn ended: its response time, or why it has none. */
type TurnOutcome = { kind: 'measured'; responseMs: number } | { kind: UnmeasuredTurn };

interface OpenTurn {
  visitorStoppedAt: number;
  /** The recogniser finalised the visitor's words since: their turn was over, not paused. */
  visitorFinished: boolean;
  /** The service said the agent began to answer. */
  answerAnnounced: boolean;
}

/**
 * For each time the visitor stopped speaking, the time until the agent's answer was first heard in this
 * browser: from the `speech-update` that says the visitor stopped to the first agent level above
 * AGENT_HEARD_VOLUME after it. Nothing is estimated; a turn that cannot be timed says why:
 * - the visitor resumes before any answer: a pause within the same turn (the later stop counts), unless
 *   their words were final already, when it is a turn the agent did not answer (`no-reply`);
 * - the agent was still speaking, or had started over the visitor, when they stopped (`talked-over`);
 * - the agent began an answer (its `speech-update`) and ended it with no level heard (`no-sound`);
 * - the call ended first (`call-ended`).
 * A stop without a start before it says nothing new and is passed over. Events must come in the order they
 * arrived; `callStartedAt` is when the agent came on the line, on the same clock.
 */
export function measureTurns(events: readonly TimedCallEvent[], callStartedAt: number): TurnMeasurement {
  const turns: TurnTiming[] = [];
  let open: OpenTurn | null = null;
  let visitorSpeaking = false;
  let agentSpeaking = false; // as the service says
  let agentHeard = false; // the last level sample was above the threshold
  let speechTimingReceived = false;

  const close = (turn: OpenTurn, outcome: TurnOutcome) => {
    turns.push({ ...outcome, visitorStoppedAtMs: turn.visitorStoppedAt - callStartedAt });
    open = null;
  };

  for (const event of events) {
    switch (event.type) {
      case 'speech-update':
        if (event.role === 'visitor') {
          speechTimingReceived = true;
          if (event.status === 'started') {
            if (open) {
              const turn: OpenTurn = open;
              if (turn.answerAnnounced) close(turn, { kind: 'no-sound' });
              else if (turn.visitorFinished) close(turn, { kind: 'no-reply' });
              else open = null; // a pause: the turn goes on
            }
            visitorSpeaking = true;
          } else {
            if (!visitorSpeaking) break;
            visitorSpeaking = false;
            const turn: OpenTurn = { visitorStoppedAt: event.at, visitorFinished: false, answerAnnounced: false };
            if (agentSpeaking || agentHeard) close(turn, { kind: 'talked-over' });
            else open = turn;
          }
        } else if (event.status === 'started') {
          agentSpeaking = true;
          if (open) open.answerAnnounced = true;
        } else {
          agentSpeaking = false;
          if (open?.answerAnnounced) close(open, { kind: 'no-sound' });
        }
        break;
      case 'agent-level':
        agentHeard = event.volume > AGENT_HEARD_VOLUME;
        if (agentHeard && open) close(open, { kind: 'measured', responseMs: event.at - open.visitorStoppedAt });
        break;
      case 'final-line':
        if (event.speaker === 'visitor' && open) open.visitorFinished = true;
        break;
      case 'call-end':
        if (open) close(open, { kind: 'call-ended' });
        break;
    }
  }
  return { turns, speechTimingReceived };
}
