import {
  callConnecting,
  demoCallStore,
  idleDemoCall,
  pauseDemoSample,
  prefetchDemoCallEngine,
  provideDemoSamplePlayer,
  provideDemoCallEngine,
  resumeDemoSample,
  startDemoCallSound,
  seekDemoSample,
  stopDemoCall,
  toggleDemoCall,
  toggleDemoSample,
  type DemoAgentKey,
  type DemoCallEngine,
  type SampleCue,
} from '@callvera/shared/demo-call';
import { rememberDemoCallConsent } from '@callvera/shared/demo-call';
import { toastStore } from '@callvera/shared/toast';
import { installFakeAudio, type FakeAudio } from '../../testing/fake-audio';
import { forgetReportedSampleFailures, SampleError, type AgentSample } from '../../demo-samples/demo-samples';
import type { SampleSource } from '../sample-source';
import { createDemoSamplePlayer } from '../demo-sample-player';

const CUES: SampleCue[] = [
  { start: 0, end: 3, speaker: 'agent', text: 'Hi, this is Ava from Harbor Homes.' },
  { start: 3.4, end: 5, speaker: 'caller', text: 'Yes, go ahead.' },
  { start: 5.7, end: 9, speaker: 'agent', text: 'What budget do you have in mind?' },
  { start: 9.5, end: 11, speaker: 'caller', text: 'Around two thousand.' },
  { start: 11.8, end: 14, speaker: 'agent', text: 'That fits.' },
];

const RECORDED_WORDS: SampleCue[] = [
  { start: 0.2, end: 2.5, speaker: 'agent', text: 'Thanks for calling Brightline, this is Liam.' },
  { start: 3, end: 4.5, speaker: 'caller', text: 'My router keeps dropping.' },
];

const sampleOf = (agentKey: DemoAgentKey): AgentSample => ({
  agentKey,
  audioUrl: `blob:sample-${agentKey}`,
  mimeType: 'audio/mpeg',
  cues: CUES,
  synthesized: true,
  durationSeconds: 14,
});

const source: jest.Mocked<SampleSource> = { readList: jest.fn(), load: jest.fn(), words: jest.fn() };

let audio: FakeAudio;
const state = () => demoCallStore.getState();
const playing = () => audio.elements.at(-1)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // The deployed files stand in: the player, the controls and the store are the real ones.
  // Audio first: providing a new player stops the last test's sample, which pauses its (fake) audio.
  audio = installFakeAudio();
  provideDemoSamplePlayer(async () => createDemoSamplePlayer(source));
  forgetReportedSampleFailures();
  stopDemoCall();
  demoCallStore.setState(idleDemoCall);
  source.load.mockImplementation(async (agent) => sampleOf(agent));
  source.readList.mockResolvedValue({ leadQualification: 'synthesized', customerSupport: 'recorded' });
  source.words.mockResolvedValue(RECORDED_WORDS);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => audio.uninstall());

describe('a sample call', () => {
  it('plays in the call bar from a press: loading, then playing with its recording', async () => {
    const pressed = toggleDemoSample('leadQualification');
    expect(state()).toMatchObject({ activeAgent: 'leadQualification', kind: 'sample', phase: 'loading' });
    await pressed;
    await settle();
    expect(state()).toMatchObject({ kind: 'sample', phase: 'live' });
    expect(state().sample).toMatchObject({ cues: CUES, durationSeconds: 14, paused: false, synthesized: true });
    expect(state().soundBlocked).toBe(false);
    expect(playing().src).toBe('blob:sample-leadQualification');
  });

  it('follows the sound: position, pause, play on, seek', async () => {
    jest.useFakeTimers();
    const pressed = toggleDemoSample('leadQualification');
    await jest.runOnlyPendingTimersAsync();
    await pressed;
    audio.advance(playing(), 6.2);
    jest.advanceTimersByTime(100);
    expect(state().sample?.positionSeconds).toBeCloseTo(6.2);
    pauseDemoSample();
    expect(state().sample).toMatchObject({ paused: true });
    resumeDemoSample();
    await jest.advanceTimersByTimeAsync(0);
    expect(state().sample).toMatchObject({ paused: false });
    seekDemoSample(1.5);
    expect(state().sample?.positionSeconds).toBe(1.5);
    seekDemoSample(99);
    expect(state().sample?.positionSeconds).toBe(14);
    jest.useRealTimers();
  });

  it("leaves a receipt of the recording when it ends: its length, its words and the recording's response times", async () => {
    await toggleDemoSample('leadQualification');
    await settle();
    audio.end(playing());
    expect(state()).toMatchObject({ phase: 'idle', activeAgent: null });
    const receipt = state().receipt!;
    expect(receipt).toMatchObject({ agent: 'leadQualification', durationMs: 14_000, recording: { synthesized: true } });
    expect(receipt.lines.map((line) => line.speaker)).toEqual(['agent', 'you', 'agent', 'you', 'agent']);
    expect(receipt.turns).toEqual([
      { kind: 'measured', visitorStoppedAtMs: 5_000, responseMs: 700 },
      { kind: 'measured', visitorStoppedAtMs: 11_000, responseMs: 800 },
    ]);
  });

  it('stops with Stop, pressed again on its card, or in the bar, and leaves its receipt', async () => {
    await toggleDemoSample('leadQualification');
    await settle();
    const element = playing();
    await toggleDemoSample('leadQualification');
    expect(state()).toMatchObject({ phase: 'idle', receipt: { agent: 'leadQualification' } });
    expect(element.paused).toBe(true);
  });

  it('leaves its receipt on Stop on a site whose live demos are off', async () => {
    provideDemoCallEngine({ available: false, reason: 'no Vapi key' }, async () => {
      throw new Error('never fetched');
    });
    await toggleDemoSample('leadQualification');
    await settle();
    stopDemoCall();
    expect(state()).toMatchObject({ phase: 'idle', receipt: { agent: 'leadQualification', recording: { synthesized: true } } });
  });

  it('plays one at a time: another sample, or a live call, ends it; a sample ends a live call', async () => {
    const engine: jest.Mocked<DemoCallEngine> = {
      start: jest.fn((agent, requestedAt) => callConnecting(agent, requestedAt)),
      stop: jest.fn(),
      setMuted: jest.fn(),
    };
    provideDemoCallEngine({ available: true, publicKey: 'k', assistantIds: {} as never }, async () => engine);
    prefetchDemoCallEngine();
    rememberDemoCallConsent();
    await settle();

    await toggleDemoSample('leadQualification');
    await settle();
    const first = playing();
    await toggleDemoSample('customerSupport');
    await settle();
    expect(first.paused).toBe(true);
    expect(state()).toMatchObject({ activeAgent: 'customerSupport', kind: 'sample', phase: 'live' });

    await toggleDemoCall('appointmentBooking');
    expect(playing().paused).toBe(true);
    expect(state()).toMatchObject({ activeAgent: 'appointmentBooking', kind: 'live', phase: 'connecting' });

    await toggleDemoSample('leadQualification');
    expect(engine.stop).toHaveBeenCalled();
  });

  it('asks for one press to make sound when the browser refuses to play without one', async () => {
    audio.refuseNextPlay();
    await toggleDemoSample('leadQualification');
    await settle();
    expect(state()).toMatchObject({ soundBlocked: true, sample: { paused: true } });
    startDemoCallSound();
    await settle();
    expect(state()).toMatchObject({ soundBlocked: false, sample: { paused: false } });
  });

  it("that can't be played hides its button, says why in the console and to the visitor, and breaks nothing", async () => {
    source.load.mockRejectedValue(new SampleError('mismatched', '/samples/lead.mp3 does not match its integrity sha384-abc'));
    await toggleDemoSample('leadQualification');
    await settle();
    expect(state()).toMatchObject({ phase: 'idle', samples: { leadQualification: 'mismatched' } });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/samples/lead.mp3 does not match its integrity'));
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: "This sample call can't be played" });
  });

  it("stops without blaming the file when the browser can't play sound (no output device), and stays offered", async () => {
    await toggleDemoSample('leadQualification');
    await settle();
    playing().dispatchEvent(new Event('error'));
    expect(state()).toMatchObject({ phase: 'idle', samples: {} });
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: "The sample call's sound didn't play" });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not play its sound'));
  });

  it('reads the deployed list on intent: how each sample was made, and which are missing', async () => {
    prefetchDemoCallEngine();
    await settle();
    await settle();
    expect(state().samples).toEqual({ leadQualification: 'synthesized', customerSupport: 'recorded' });
  });

  it("reads a recorded sample's words for its card, and only a recorded one's: the others speak their script", async () => {
    prefetchDemoCallEngine();
    await settle();
    await settle();
    expect(source.words.mock.calls).toEqual([['customerSupport']]);
    expect(state().sampleWords).toEqual({ customerSupport: RECORDED_WORDS });
    // What the page learnt of the samples outlives the calls that follow.
    await toggleDemoSample('leadQualification');
    stopDemoCall();
    expect(state().sampleWords).toEqual({ customerSupport: RECORDED_WORDS });
  });

  it("hides a recorded sample's button when its captions can't be read, and says why", async () => {
    source.words.mockRejectedValue(new SampleError('mismatched', '/samples/customerSupport.vtt does not match its integrity'));
    prefetchDemoCallEngine();
    await settle();
    await settle();
    await settle();
    expect(state().samples).toEqual({ leadQualification: 'synthesized', customerSupport: 'mismatched' });
    expect(state().sampleWords).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/samples/customerSupport.vtt does not match its integrity'));
  });

  it('marks every sample unplayable when the list itself is missing', async () => {
    source.readList.mockRejectedValue(new SampleError('missing', '/samples.json is missing (HTTP 404)'));
    prefetchDemoCallEngine();
    await settle();
    await settle();
    expect(state().samples.leadQualification).toBe('missing');
    expect(state().samples.customerSupport).toBe('missing');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/samples.json is missing'));
  });
});
