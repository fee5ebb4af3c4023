import { AGENT_HEARD_VOLUME, measureTurns, type TimedCallEvent } from '../turn-timings';

// Calls written out by hand, with the timings the SDK would deliver them at: speech-updates from the
// service, and the agent's level every 100 ms (the SDK's observer), quiet (0) unless it is speaking.

const CALL_START = 10_000;
const at = (ms: number) => CALL_START + ms;
const visitor = (status: 'started' | 'stopped', ms: number): TimedCallEvent => ({
  type: 'speech-update',
  role: 'visitor',
  status,
  at: at(ms),
});
const agent = (status: 'started' | 'stopped', ms: number): TimedCallEvent => ({ type: 'speech-update', role: 'agent', status, at: at(ms) });
const visitorFinal = (ms: number): TimedCallEvent => ({ type: 'final-line', speaker: 'visitor', at: at(ms) });
const end = (ms: number): TimedCallEvent => ({ type: 'call-end', at: at(ms) });

/** The agent's level every 100 ms up to `until`: 0.6 inside the spans it is heard, 0 elsewhere. */
function levels(until: number, heard: [from: number, to: number][]): TimedCallEvent[] {
  const samples: TimedCallEvent[] = [];
  for (let ms = 0; ms <= until; ms += 100) {
    const volume = heard.some(([from, to]) => ms >= from && ms < to) ? 0.6 : 0;
    samples.push({ type: 'agent-level', volume, at: at(ms) });
  }
  return samples;
}

/** Every event in the order the browser got it (a level and an update at the same ms: the update first). */
const call = (...events: TimedCallEvent[][]) => events.flat().sort((a, b) => a.at - b.at || (a.type === 'agent-level' ? 1 : -1));
const measure = (events: TimedCallEvent[]) => measureTurns(events, CALL_START);

describe('measureTurns', () => {
  it('times each answer from the end of the visitor speech to the first level the agent is heard at', () => {
    const events = call(
      levels(10_000, [
        [600, 2_000], // the greeting
        [4_600, 6_000], // answers 600 ms after the visitor stops at 4,000
        [8_700, 9_500], // and 1,200 ms after the stop at 7,500
      ]),
      [agent('started', 600), agent('stopped', 2_000)],
      [visitor('started', 3_000), visitor('stopped', 4_000), agent('started', 4_550), agent('stopped', 6_000)],
      [visitor('started', 6_000), visitor('stopped', 7_500), agent('started', 8_650), agent('stopped', 9_500)],
      [end(10_000)],
    );
    expect(measure(events)).toEqual({
      speechTimingReceived: true,
      turns: [
        { kind: 'measured', visitorStoppedAtMs: 4_000, responseMs: 600 },
        { kind: 'measured', visitorStoppedAtMs: 7_500, responseMs: 1_200 },
      ],
    });
  });

  it('takes the sample, not the announcement: an answer announced before it is heard counts from its sound', () => {
    const events = call(levels(3_000, [[2_700, 3_000]]), [visitor('started', 1_000), visitor('stopped', 2_000), agent('started', 2_100)]);
    expect(measure(events).turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 2_000, responseMs: 700 }]);
  });

  it('overlapping speech: an agent that started over the visitor has no response time for that turn', () => {
    const events = call(
      levels(7_000, [
        [3_500, 4_800],
        [6_400, 7_000],
      ]),
      [visitor('started', 3_000), agent('started', 3_500), visitor('stopped', 4_000), agent('stopped', 4_800)],
      [visitor('started', 5_000), visitor('stopped', 5_900), agent('started', 6_400)],
    );
    expect(measure(events).turns).toEqual([
      { kind: 'talked-over', visitorStoppedAtMs: 4_000 },
      { kind: 'measured', visitorStoppedAtMs: 5_900, responseMs: 500 },
    ]);
  });

  it('an interruption: the visitor cuts the agent off, and its next answer is timed from the end of their words', () => {
    const events = call(
      levels(5_000, [
        [1_000, 2_200], // cut off 200 ms after the visitor began
        [3_800, 5_000],
      ]),
      [agent('started', 1_000), visitor('started', 2_000), agent('stopped', 2_200), visitor('stopped', 3_000), agent('started', 3_750)],
    );
    expect(measure(events).turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 3_000, responseMs: 800 }]);
  });

  it('an interruption the agent talks through: still speaking when the visitor stops, so nothing to time', () => {
    const events = call(levels(4_000, [[1_000, 4_000]]), [agent('started', 1_000), visitor('started', 2_000), visitor('stopped', 2_600)]);
    expect(measure(events).turns).toEqual([{ kind: 'talked-over', visitorStoppedAtMs: 2_600 }]);
  });

  it('a turn with no agent reply: the visitor finished, waited, and spoke again', () => {
    const events = call(
      levels(7_000, [[6_700, 7_000]]),
      [visitor('started', 1_000), visitor('stopped', 2_000), visitorFinal(2_300)],
      [visitor('started', 5_000), visitor('stopped', 6_000), visitorFinal(6_200)],
    );
    expect(measure(events).turns).toEqual([
      { kind: 'no-reply', visitorStoppedAtMs: 2_000 },
      { kind: 'measured', visitorStoppedAtMs: 6_000, responseMs: 700 },
    ]);
  });

  it('a pause within the visitor turn is no turn: the answer is timed from where they really stopped', () => {
    const events = call(levels(4_000, [[3_500, 4_000]]), [
      visitor('started', 1_000),
      visitor('stopped', 2_000),
      visitor('started', 2_300),
      visitor('stopped', 3_000),
    ]);
    expect(measure(events).turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 3_000, responseMs: 500 }]);
  });

  it('a call ended mid-turn: the visitor stopped and the call ended before any answer', () => {
    const events = call(levels(2_400, []), [visitor('started', 1_000), visitor('stopped', 2_000), end(2_400)]);
    expect(measure(events).turns).toEqual([{ kind: 'call-ended', visitorStoppedAtMs: 2_000 }]);
  });

  it('a call ended while the visitor was still speaking leaves no turn', () => {
    const events = call(levels(2_400, []), [visitor('started', 1_000), end(2_400)]);
    expect(measure(events)).toEqual({ turns: [], speechTimingReceived: true });
  });

  it('an answer that reached this browser with no sound is said so, never guessed', () => {
    const events = call(levels(4_000, []), [
      visitor('started', 1_000),
      visitor('stopped', 2_000),
      agent('started', 2_500),
      agent('stopped', 4_000),
    ]);
    expect(measure(events).turns).toEqual([{ kind: 'no-sound', visitorStoppedAtMs: 2_000 }]);
  });

  it("counts the agent as heard only above the SDK's speech threshold", () => {
    const quietThenHeard: TimedCallEvent[] = [
      visitor('started', 0),
      visitor('stopped', 1_000),
      { type: 'agent-level', volume: AGENT_HEARD_VOLUME * 0.9, at: at(1_300) },
      { type: 'agent-level', volume: AGENT_HEARD_VOLUME * 1.1, at: at(1_400) },
    ];
    expect(measure(quietThenHeard).turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 1_000, responseMs: 400 }]);
  });

  it('passes over a stop with no start before it, so a repeated message opens no second turn', () => {
    const events = call(levels(3_000, [[2_500, 3_000]]), [visitor('started', 1_000), visitor('stopped', 2_000), visitor('stopped', 2_100)]);
    expect(measure(events).turns).toEqual([{ kind: 'measured', visitorStoppedAtMs: 2_000, responseMs: 500 }]);
  });

  it('a call that sent no speech timing has nothing to measure, and says so', () => {
    const events = call(levels(3_000, [[600, 2_000]]), [visitorFinal(2_500), end(3_000)]);
    expect(measure(events)).toEqual({ turns: [], speechTimingReceived: false });
  });
});
