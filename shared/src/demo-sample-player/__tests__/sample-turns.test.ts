import type { SampleCue } from '@callvera/shared/demo-call';
import { turnsOfRecording } from '../sample-turns';

const agent = (start: number, end: number): SampleCue => ({ start, end, speaker: 'agent', text: 'a' });
const caller = (start: number, end: number): SampleCue => ({ start, end, speaker: 'caller', text: 'c' });

describe("a recording's response times, from its captions' timings", () => {
  it("times each answer from the end of the caller's line to the start of the agent's", () => {
    // Known truth: the caller stops at 4.2 s and 9.75 s; the agent answers 0.62 s and 1.05 s later.
    const turns = turnsOfRecording([agent(0, 3.5), caller(3.7, 4.2), agent(4.82, 8), caller(8.3, 9.75), agent(10.8, 12)]);
    expect(turns).toEqual([
      { kind: 'measured', visitorStoppedAtMs: 4_200, responseMs: 620 },
      { kind: 'measured', visitorStoppedAtMs: 9_750, responseMs: 1_050 },
    ]);
  });

  it("reads a caller's turn split over several captions as one, timed from its last word", () => {
    const turns = turnsOfRecording([agent(0, 2), caller(2.5, 4), caller(4.4, 6), agent(6.5, 8)]);
    expect(turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 6_000, responseMs: 500 }]);
  });

  it('does not time an answer that began before the caller finished, nor a caller the recording leaves unanswered', () => {
    const turns = turnsOfRecording([agent(0, 2), caller(2.2, 5), agent(4.6, 7), caller(7.5, 9)]);
    expect(turns).toEqual([
      { kind: 'talked-over', visitorStoppedAtMs: 5_000 },
      { kind: 'call-ended', visitorStoppedAtMs: 9_000 },
    ]);
  });

  it('takes captions in the order heard, whatever their order in the file, and counts no turn before the caller speaks', () => {
    const turns = turnsOfRecording([agent(6.1, 7), caller(3, 5.5), agent(0, 2.5), agent(2.6, 2.9)]);
    expect(turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 5_500, responseMs: 600 }]);
  });

  it('has no turn in a recording where only the agent speaks', () => {
    expect(turnsOfRecording([agent(0, 3), agent(3.5, 6)])).toEqual([]);
  });
});
