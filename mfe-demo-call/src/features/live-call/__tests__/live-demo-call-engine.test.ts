import { startDemoCallSound, toggleDemoCall } from '@callvera/shared/demo-call';
import FakeVapi, { FAKE_TIMING } from '../../../testing/fake-vapi';
import {
  LIVE_CONFIG,
  callState,
  cleanUpEngines,
  elapse,
  openCalls,
  provideFakeEngine,
  recordToasts,
  words,
} from '../../../testing/engine-test-kit';

jest.mock('@vapi-ai/web', () => jest.requireActual('../../../testing/fake-vapi'));

const START_TO_LIVE = FAKE_TIMING.api + FAKE_TIMING.join + FAKE_TIMING.answer;

beforeEach(() => {
  jest.useFakeTimers();
  FakeVapi.reset();
});
afterEach(() => {
  cleanUpEngines();
  jest.useRealTimers();
});

describe('a demo call through the shared store', () => {
  it('connects with the public key, the API base URL and avoidEval, then goes live on call-start', async () => {
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('leadQualification');
    expect(callState()).toMatchObject({ activeAgent: 'leadQualification', phase: 'loading' });

    await elapse(FAKE_TIMING.api + FAKE_TIMING.join);
    expect(callState().phase).toBe('connecting'); // joined, but the agent is not listening yet
    const [call] = FakeVapi.instances;
    expect(call!.constructorArgs).toEqual([LIVE_CONFIG.publicKey, LIVE_CONFIG.apiBaseUrl, { avoidEval: true }]);
    expect(call!.startCalls).toEqual([['assistant-leadQualification']]);

    await elapse(FAKE_TIMING.answer);
    expect(callState()).toMatchObject({ activeAgent: 'leadQualification', phase: 'live', liveSince: expect.any(Number) });
    expect(words(toasts)).toEqual(['Call Started: The Call has been Started.']);
  });

  it('stops the call when the active card is pressed again, and announces the end of a call that started', async () => {
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('customerSupport');
    await elapse(START_TO_LIVE);

    void toggleDemoCall('customerSupport');
    expect(callState()).toMatchObject({ activeAgent: 'customerSupport', phase: 'ending' });
    await elapse(10); // Daily has let go of the call
    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle', liveSince: null });
    expect(FakeVapi.instances[0]!.stopCalls).toBe(1);
    expect(words(toasts)).toEqual(['Call Started: The Call has been Started.', 'Call Ended: The Call has been Ended.']);
  });

  it('switches to another card: the current call stops before the next one starts', async () => {
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('appointmentBooking');
    await elapse(START_TO_LIVE);

    void toggleDemoCall('mortgageSupport');
    expect(callState()).toMatchObject({ activeAgent: 'mortgageSupport', phase: 'connecting' });
    expect(openCalls()).toHaveLength(0);
    await elapse(START_TO_LIVE);

    expect(openCalls()).toEqual([FakeVapi.instances[1]]);
    expect(FakeVapi.instances[1]!.startCalls).toEqual([['assistant-mortgageSupport']]);
    expect(callState()).toMatchObject({ activeAgent: 'mortgageSupport', phase: 'live' });
    expect(words(toasts)).toEqual([
      'Call Started: The Call has been Started.',
      'Call Ended: The Call has been Ended.',
      'Call Started: The Call has been Started.',
    ]);
  });

  it('never starts two calls, however fast the cards are pressed', async () => {
    provideFakeEngine();
    // Before the engine and the SDK have loaded...
    for (const agent of ['leadQualification', 'policyRenewal', 'salesQualification', 'policyRenewal', 'salesQualification'] as const) {
      void toggleDemoCall(agent);
    }
    await elapse(5);
    // ...and while the first real call is talking to the API.
    for (const agent of ['educationalReceptionist', 'reservationAssistant', 'educationalReceptionist', 'customerSupport'] as const) {
      void toggleDemoCall(agent);
      await elapse(7);
      expect(openCalls().length).toBeLessThanOrEqual(1);
    }
    await elapse(START_TO_LIVE * 3);

    expect(openCalls()).toHaveLength(1);
    expect(openCalls()[0]!.startCalls).toEqual([['assistant-customerSupport']]);
    expect(callState()).toMatchObject({ activeAgent: 'customerSupport', phase: 'live' });
  });

  it('stops while connecting without announcing an end, and the dead start never comes back', async () => {
    FakeVapi.defaultMode = 'hang';
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('leadQualification');
    await elapse(500);
    expect(callState().phase).toBe('connecting');

    void toggleDemoCall('leadQualification');
    expect(callState()).toMatchObject({ activeAgent: 'leadQualification', phase: 'ending' });
    await elapse(10);
    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle' });
    await elapse(30_000);
    expect(FakeVapi.instances[0]!.stopCalls).toBe(1);
    expect(callState().phase).toBe('idle');
    expect(toasts).toEqual([]); // the SDK's call-end on stop is not a "Call Ended", and no time-out fires
  });

  it('hangs up a call cancelled while the API was answering, once Daily creates it', async () => {
    provideFakeEngine();
    void toggleDemoCall('salesQualification');
    await elapse(10); // inside the fake API step
    void toggleDemoCall('salesQualification');
    const [call] = FakeVapi.instances;
    expect(call!.stopCalls).toBe(1); // nothing to destroy yet: the SDK carries on with its start

    await elapse(FAKE_TIMING.api); // the API answers and Daily's call object appears
    expect(call!.stopCalls).toBe(2); // destroyed at once, before it can join or block the next call
    await elapse(START_TO_LIVE * 2);
    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle' });
  });

  it('shows when the agent speaks, from speech-start, speech-end and volume-level', async () => {
    provideFakeEngine();
    void toggleDemoCall('reservationAssistant');
    await elapse(START_TO_LIVE);
    const [call] = FakeVapi.instances;

    call!.agentSpeaks(0.62);
    expect(callState()).toMatchObject({ agentSpeaking: true, volume: 0.62 });
    call!.agentFallsSilent();
    expect(callState()).toMatchObject({ agentSpeaking: false, volume: 0 });
  });

  it('clears the selection with "Call Ended" when the agent hangs up', async () => {
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('educationalReceptionist');
    await elapse(START_TO_LIVE);

    FakeVapi.instances[0]!.agentHangsUp();
    expect(callState()).toMatchObject({ activeAgent: 'educationalReceptionist', phase: 'ending' });
    await elapse(10);
    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle' });
    expect(words(toasts).at(-1)).toBe('Call Ended: The Call has been Ended.');
  });

  it('keeps the call when only noise cancellation fails', async () => {
    provideFakeEngine();
    void toggleDemoCall('policyRenewal');
    await elapse(START_TO_LIVE);
    FakeVapi.instances[0]!.audioProcessingFails();
    expect(callState().phase).toBe('live');
  });

  it("keeps the call when the browser refuses the agent's voice, and plays it from a press on Start sound", async () => {
    const played: HTMLMediaElement[] = [];
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
    globalThis.MediaStream ??= class {
      constructor(readonly tracks: MediaStreamTrack[]) {}
    } as unknown as typeof MediaStream;
    provideFakeEngine();
    void toggleDemoCall('policyRenewal');
    await elapse(START_TO_LIVE);
    const call = FakeVapi.instances[0]!;
    call.agentJoins();
    call.audioStartFails();
    expect(callState()).toMatchObject({ phase: 'live', soundBlocked: true });

    startDemoCallSound();
    await elapse(0);
    expect(played).toHaveLength(1);
    expect(played[0]!.dataset.participantId).toBe('vapi-speaker');
    expect(callState()).toMatchObject({ phase: 'live', soundBlocked: false });
    play.mockRestore();
    played[0]!.remove();
  });

  it('hangs up when the visitor leaves the page', async () => {
    provideFakeEngine();
    void toggleDemoCall('mortgageSupport');
    await elapse(START_TO_LIVE);

    window.dispatchEvent(new Event('pagehide'));
    expect(FakeVapi.instances[0]!.stopCalls).toBe(1);
    await elapse(10);
    expect(callState().phase).toBe('idle');
  });

  it('shows captions from transcript messages: partial lines replaced by final ones, both schemas', async () => {
    provideFakeEngine();
    void toggleDemoCall('leadQualification');
    await elapse(START_TO_LIVE);
    const [call] = FakeVapi.instances;

    call!.says('assistant', 'Hi, this is', 'partial');
    call!.says('assistant', 'Hi, this is Ava. How can I help?', 'final', 'transcript[transcriptType="final"]');
    call!.says('user', 'I want', 'partial');
    call!.says('user', 'I want to see a flat', 'final');
    call!.says('assistant', 'ignored', 'final', 'status-update');
    expect(callState().captions.map(({ speaker, text, final }) => [speaker, text, final])).toEqual([
      ['agent', 'Hi, this is Ava. How can I help?', true],
      ['you', 'I want to see a flat', true],
    ]);

    void toggleDemoCall('leadQualification');
    await elapse(10);
    expect(callState().captions).toEqual([]); // gone with the call
  });

  it('mutes the live call, keeps a mute pressed while connecting until the agent answers, and refuses with no call', async () => {
    const engine = provideFakeEngine()!;
    expect(() => engine.setMuted(true)).toThrow('Call object is not available.');

    void toggleDemoCall('appointmentBooking');
    await elapse(FAKE_TIMING.api);
    engine.setMuted(true);
    expect(callState()).toMatchObject({ phase: 'connecting', muted: true });
    const [call] = FakeVapi.instances;
    expect(call!.mutedCalls).toEqual([]);

    await elapse(START_TO_LIVE);
    expect(callState()).toMatchObject({ phase: 'live', muted: true });
    expect(call!.mutedCalls).toEqual([true]);
    engine.setMuted(false);
    expect(call!.mutedCalls).toEqual([true, false]);
    expect(callState().muted).toBe(false);
  });

  it("leaves the call's receipt once it has hung up: its length, final lines and the agent's measured response", async () => {
    provideFakeEngine();
    void toggleDemoCall('leadQualification');
    await elapse(START_TO_LIVE);
    const [call] = FakeVapi.instances;

    await elapse(1_000);
    call!.speechUpdate('user', 'started');
    call!.says('user', 'Hello, I', 'partial');
    await elapse(900);
    call!.says('user', 'Hello, I need a quote', 'final');
    call!.speechUpdate('user', 'stopped');
    await elapse(600);
    call!.agentSpeaks(0.5);
    call!.says('assistant', 'Happy to help.', 'final');
    await elapse(1_500);

    void toggleDemoCall('leadQualification');
    expect(callState().receipt).toBeNull(); // not while it hangs up
    await elapse(10);
    expect(callState().receipt).toEqual({
      id: expect.any(Number),
      agent: 'leadQualification',
      startedAt: expect.any(Number),
      durationMs: 4_000,
      lines: [
        { speaker: 'you', text: 'Hello, I need a quote', atMs: 1_000 },
        { speaker: 'agent', text: 'Happy to help.', atMs: 2_500 },
      ],
      turns: [{ kind: 'measured', visitorStoppedAtMs: 1_900, responseMs: 600 }],
      speechTimingReceived: true,
    });
  });

  it('a call that dropped leaves its receipt; one that never went live leaves none; the next call takes it away', async () => {
    provideFakeEngine();
    void toggleDemoCall('customerSupport');
    await elapse(START_TO_LIVE + 2_000);
    FakeVapi.instances[0]!.connectionDrops();
    expect(callState()).toMatchObject({ phase: 'idle', receipt: { agent: 'customerSupport', durationMs: 2_000, turns: [] } });

    void toggleDemoCall('appointmentBooking');
    expect(callState().receipt).toBeNull();
    await elapse(FAKE_TIMING.api);
    void toggleDemoCall('appointmentBooking'); // stopped while connecting
    await elapse(10);
    expect(callState()).toMatchObject({ phase: 'idle', receipt: null });
  });
});
