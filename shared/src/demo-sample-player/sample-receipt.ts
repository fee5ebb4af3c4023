import type { CallReceipt, DemoAgentKey, SamplePlayback } from '@callvera/shared/demo-call';
import { turnsOfRecording } from './sample-turns';

let receiptsMade = 0;

/** The receipt of a sample call: the recording's length, its words and its response times, as a live call's. */
export function receiptOfSample(
  agent: DemoAgentKey,
  sample: Pick<SamplePlayback, 'cues' | 'durationSeconds' | 'synthesized'>,
  startedAt: number,
): CallReceipt {
  return {
    // Apart from live calls' ids: a sample's receipt is always a new one.
    id: -++receiptsMade,
    agent,
    startedAt,
    durationMs: Math.round(sample.durationSeconds * 1000),
    lines: sample.cues.map(({ speaker, text, start }) => ({
      speaker: speaker === 'agent' ? 'agent' : 'you',
      text,
      atMs: Math.round(start * 1000),
    })),
    turns: turnsOfRecording(sample.cues),
    speechTimingReceived: true,
    recording: { synthesized: sample.synthesized },
  };
}
