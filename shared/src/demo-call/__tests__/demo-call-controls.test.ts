import { toastStore } from '../../toast/toast-store';
import type { DemoCallEngine, LiveDemoCallConfig } from '../../contracts/demo-call-engine';
import { DEMO_AGENT_KEYS } from '../../demo-agents/demo-agent-keys';
import { LIVE_DEMOS_UNAVAILABLE, MUTE_FAILED, SAMPLE_NOT_LOADED } from '../demo-call-copy';
import {
  continueDemoCall,
  declineDemoCall,
  prefetchDemoCallEngine,
  provideDemoCallEngine,
  provideDemoSamplePlayer,
  type DemoSamplePlayer,
  setDemoCallMuted,
  stopDemoCall,
  toggleDemoCall,
  toggleDemoSample,
} from '../demo-call-controls';
import { rememberDemoCallConsent } from '../demo-call-consent';
import { callConnecting, callEnded, callLive, demoCallStore } from '../demo-call-store';

const LIVE: LiveDemoCallConfig = {
  available: true,
  publicKey: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
  assistantIds: Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, `asst-${key}`])) as LiveDemoCallConfig['assistantIds'],
};

/** An engine that reports what the real one does: a start connects, a stop ends. */
function fakeEngine(): jest.Mocked<Required<DemoCallEngine>> {
  return {
    start: jest.fn((agent, requestedAt) => callConnecting(agent, requestedAt)),
    stop: jest.fn(() => callEnded()),
    setMuted: jest.fn(),
    prefetch: jest.fn(),
    startSound: jest.fn(),
  };
}

/** An engine fetch the test settles by hand, like a remote on a slow network. */
function slowEngine() {
  let settle!: { resolve: (engine: DemoCallEngine) => void; reject: (error: Error) => void };
  const loader = jest.fn(() => new Promise<DemoCallEngine>((resolve, reject) => (settle = { resolve, reject })));
  provideDemoCallEngine(LIVE, loader);
  return { loader, settle: () => settle };
}

async function readyEngine() {
  const engine = fakeEngine();
  provideDemoCallEngine(LIVE, async () => engine);
  prefetchDemoCallEngine();
  await flush();
  return engine;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = () => demoCallStore.getState();

describe('consent before the microphone opens', () => {
  it('asks on the first press, fetches and starts nothing until Continue, then remembers the yes', async () => {
    const { loader, settle } = slowEngine();
    await toggleDemoCall('leadQualification');
    expect(state()).toMatchObject({ activeAgent: 'leadQualification', phase: 'consent' });
    expect(loader).not.toHaveBeenCalled();

    void continueDemoCall();
    expect(state()).toMatchObject({ activeAgent: 'leadQualification', phase: 'loading' });
    const engine = fakeEngine();
    settle().resolve(engine);
    await flush();
    expect(engine.start).toHaveBeenCalledWith('leadQualification', expect.any(Number));

    stopDemoCall();
    await toggleDemoCall('customerSupport'); // remembered: starts at once
    expect(engine.start).toHaveBeenLastCalledWith('customerSupport', expect.any(Number));
  });

  it('Cancel starts nothing and forgets nothing: the next press asks again', async () => {
    const { loader } = slowEngine();
    await toggleDemoCall('policyRenewal');
    declineDemoCall();
    expect(state().phase).toBe('idle');
    await toggleDemoCall('policyRenewal');
    expect(state().phase).toBe('consent');
    expect(loader).not.toHaveBeenCalled();
  });

  it('moves to the card pressed last', async () => {
    slowEngine();
    await toggleDemoCall('policyRenewal');
    await toggleDemoCall('mortgageSupport');
    expect(state()).toMatchObject({ activeAgent: 'mortgageSupport', phase: 'consent' });
  });
});

describe('presses while the engine loads', () => {
  beforeEach(() => rememberDemoCallConsent());

  it('shows the pressed card as loading from the moment of the press, then hands the press and its time to the engine', async () => {
    const { settle } = slowEngine();
    const before = Date.now();
    void toggleDemoCall('leadQualification');
    expect(state()).toMatchObject({ activeAgent: 'leadQualification', phase: 'loading' });
    const { requestedAt } = state();
    expect(requestedAt).toBeGreaterThanOrEqual(before);

    const engine = fakeEngine();
    settle().resolve(engine);
    await flush();
    expect(engine.start.mock.calls).toEqual([['leadQualification', requestedAt]]);
  });

  it('cancels when the loading card is pressed again, and only the latest card reaches the engine', async () => {
    const { settle, loader } = slowEngine();
    void toggleDemoCall('leadQualification');
    void toggleDemoCall('leadQualification');
    expect(state().phase).toBe('idle');
    void toggleDemoCall('customerSupport');
    void toggleDemoCall('policyRenewal');

    const engine = fakeEngine();
    settle().resolve(engine);
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(engine.start.mock.calls.map(([agent]) => agent)).toEqual(['policyRenewal']);
  });

  it('explains a failed engine fetch, clears the card, and fetches again on the next press', async () => {
    const { settle, loader } = slowEngine();
    void toggleDemoCall('salesQualification');
    settle().reject(new Error('demo_call did not answer within 8 s'));
    await flush();
    expect(state().phase).toBe('idle');
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', title: 'Live demo unavailable' });

    void toggleDemoCall('salesQualification');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('starts the call on the press after a timed-out fetch, even when the cards were warmed in between', async () => {
    // The remote stalls while it is down: a fetch begun then only ends at its time limit, however soon it comes back.
    let remoteUp = false;
    const stalled: Array<(error: Error) => void> = [];
    const engine = fakeEngine();
    const loader = jest.fn(() =>
      remoteUp ? Promise.resolve<DemoCallEngine>(engine) : new Promise<DemoCallEngine>((_, reject) => stalled.push(reject)),
    );
    provideDemoCallEngine(LIVE, loader);
    prefetchDemoCallEngine();
    void toggleDemoCall('leadQualification');
    stalled.shift()!(new Error('demo_call did not answer within 8 s'));
    await flush();
    expect(state().phase).toBe('idle');

    prefetchDemoCallEngine(); // the card's refusal moves focus onto the cards, still while the remote is down
    remoteUp = true;
    void toggleDemoCall('leadQualification');
    await flush();
    expect(engine.start).toHaveBeenCalledWith('leadQualification', expect.any(Number));
    expect(state()).toMatchObject({ activeAgent: 'leadQualification', phase: 'connecting' });
  });

  it('stops a press that is still loading', () => {
    slowEngine();
    void toggleDemoCall('mortgageSupport');
    stopDemoCall();
    expect(state().phase).toBe('idle');
  });
});

describe('a loaded engine', () => {
  beforeEach(() => rememberDemoCallConsent());

  it('prefetches the engine and its call library, and stays quiet when that fails', async () => {
    const engine = await readyEngine();
    expect(engine.prefetch).toHaveBeenCalled();

    provideDemoCallEngine(LIVE, async () => Promise.reject(new Error('offline')));
    prefetchDemoCallEngine();
    await flush();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('starts, stops the active card on a second press, and switches on another card', async () => {
    const engine = await readyEngine();
    await toggleDemoCall('appointmentBooking');
    expect(engine.start).toHaveBeenCalledWith('appointmentBooking', expect.any(Number));
    callLive(Date.now());
    await toggleDemoCall('appointmentBooking');
    expect(engine.stop).toHaveBeenCalledTimes(1);

    await toggleDemoCall('appointmentBooking');
    await toggleDemoCall('customerSupport'); // the engine ends the first call itself
    expect(engine.start.mock.calls.map(([agent]) => agent)).toEqual(['appointmentBooking', 'appointmentBooking', 'customerSupport']);
    expect(engine.stop).toHaveBeenCalledTimes(1);
  });

  it("passes mute to the engine, and shows the library's refusal as a toast instead of throwing", async () => {
    const engine = await readyEngine();
    setDemoCallMuted(true);
    expect(engine.setMuted).toHaveBeenCalledWith(true);

    engine.setMuted.mockImplementation(() => {
      throw new Error('Call object is not available.');
    });
    setDemoCallMuted(false);
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', ...MUTE_FAILED });
    expect(MUTE_FAILED.description).toBe('Call object is not available.');
  });

  it('refuses mute with the same toast before any engine is loaded', () => {
    slowEngine();
    setDemoCallMuted(true);
    expect(toastStore.getState().toasts[0]).toMatchObject(MUTE_FAILED);
  });
});

describe('when the site config switches live demos off', () => {
  it('explains it on every press, asks no consent, fetches nothing and logs the reason once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn();
    provideDemoCallEngine({ available: false, reason: '"vapi.assistantIds.hotel" must not be empty' }, load);
    await toggleDemoCall('reservationAssistant');
    await toggleDemoCall('customerSupport');

    expect(state().phase).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', ...LIVE_DEMOS_UNAVAILABLE });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the sample player, fetched on a press', () => {
  it('explains a failed fetch, clears the card, fetches again on the next press, and keeps what came', async () => {
    const player: jest.Mocked<DemoSamplePlayer> = {
      start: jest.fn(),
      stop: jest.fn(),
      pause: jest.fn(),
      resume: jest.fn(),
      seek: jest.fn(),
      prefetch: jest.fn(),
    };
    const loader = jest.fn<Promise<DemoSamplePlayer>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(player);
    provideDemoSamplePlayer(loader);
    const pressed = toggleDemoSample('customerSupport');
    expect(state()).toMatchObject({ activeAgent: 'customerSupport', kind: 'sample', phase: 'loading' });
    await pressed;
    expect(state().phase).toBe('idle');
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({ variant: 'destructive', ...SAMPLE_NOT_LOADED });
    expect(state().liveRefusal).toBeNull();

    await toggleDemoSample('customerSupport');
    expect(player.start).toHaveBeenCalledWith('customerSupport', expect.any(Number));
    prefetchDemoCallEngine();
    await flush();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
