import type { CallReceipt, CaptionLine, DemoAgentKey } from '@callvera/shared/demo-call';
import { AGENT_HEARD_VOLUME, measureTurns, type TimedCallEvent } from './turn-timings';

type Untimed<E> = E extends TimedCallEvent ? Omit<E, 'at'> : never;

/** What a live call noted for its receipt, from the moment the agent came on the line. */
export interface CallRecord {
  /** Notes an event as it arrives, on the page's monotonic clock. */
  note(event: Untimed<TimedCallEvent>): void;
  /** The call is over: its receipt, with the final lines of its captions. */
  finish(captions: readonly CaptionLine[]): CallReceipt;
}

let receiptsMade = 0;

export function startCallRecord(agent: DemoAgentKey): CallRecord {
  const startedAt = Date.now();
  const startedOnClock = performance.now();
  const events: TimedCallEvent[] = [];
  let agentHeard = false;
  return {
    note(event) {
      // Levels come every 100 ms for the whole call: only a change between quiet and heard says anything.
      if (event.type === 'agent-level') {
        const heard = event.volume > AGENT_HEARD_VOLUME;
        if (heard === agentHeard) return;
        agentHeard = heard;
      }
      events.push({ ...event, at: performance.now() } as TimedCallEvent);
    },
    finish(captions) {
      const endedOnClock = performance.now();
      const { turns, speechTimingReceived } = measureTurns([...events, { type: 'call-end', at: endedOnClock }], startedOnClock);
      return {
        id: ++receiptsMade,
        agent,
        startedAt,
        durationMs: Math.round(endedOnClock - startedOnClock),
        lines: captions
          .filter((line) => line.final)
          .map(({ speaker, text, heardAt }) => ({ speaker, text, atMs: Math.max(0, heardAt - startedAt) })),
        turns: turns.map((turn) => ({ ...turn, visitorStoppedAtMs: Math.round(turn.visitorStoppedAtMs) })),
        speechTimingReceived,
      };
    },
  };
}
