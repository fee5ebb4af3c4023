import {
  DEMO_CALL_CONNECT_TIMEOUT_MS,
  LIVE_DEMOS_UNAVAILABLE,
  provideDemoCallEngine,
  rememberDemoCallConsent,
  toggleDemoCall,
} from '@callvera/shared/demo-call';
import { toastStore } from '@callvera/shared/toast';
import { createDemoCallEngine } from '../../../demo-call-engine';
import { requireAssistantId } from '../start-assistant-call';
import FakeVapi, { FAKE_TIMING, type FakeStartMode } from '../../../testing/fake-vapi';
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

beforeEach(() => {
  jest.useFakeTimers();
  FakeVapi.reset();
});
afterEach(() => {
  cleanUpEngines();
  jest.useRealTimers();
});

/** A failure toast must read as words, never as a printed object. */
function expectPlainWords(text: string | undefined) {
  expect(text).toEqual(expect.any(String));
  expect(text).not.toMatch(/\[object|[{}]|undefined/);
}

describe('a press that cannot become a call ends in one clear message', () => {
  it.each<[FakeStartMode, string, number]>([
    ['fail', "The demo call didn't connect", FAKE_TIMING.callMachineRetries + 500],
    ['apiError', "The demo call didn't start", 500],
    ['unreachable', "Couldn't reach the demo service", 500],
  ])('%s: a destructive toast, then the card is idle', async (mode, title, within) => {
    FakeVapi.defaultMode = mode;
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('leadQualification');
    await elapse(within);

    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle' });
    expect(toasts).toHaveLength(1); // the SDK reports one failure several times
    expect(toasts[0]).toMatchObject({ variant: 'destructive', title });
    expectPlainWords(toasts[0]!.description);
    expect(openCalls()).toHaveLength(0);
  });

  it("gives up after the connect time-out instead of the SDK's 66 s, and can try again", async () => {
    FakeVapi.defaultMode = 'hang';
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('appointmentBooking');
    await elapse(DEMO_CALL_CONNECT_TIMEOUT_MS - 1);
    expect(callState().phase).toBe('connecting');

    await elapse(1);
    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle' });
    expect(FakeVapi.instances[0]!.stopCalls).toBe(1);
    expect(words(toasts)).toEqual(["The demo agent didn't answer: We stopped waiting after 12 seconds. Press Listen to try again."]);

    FakeVapi.defaultMode = 'success';
    toasts[0]!.action!.onSelect();
    await elapse(1_000);
    expect(callState()).toMatchObject({ activeAgent: 'appointmentBooking', phase: 'live' });
  });

  it('at the time-out, also points at the microphone prompt while the permission is undecided', async () => {
    FakeVapi.defaultMode = 'hang';
    const permission = { state: 'prompt' as PermissionState };
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: async () => permission } });
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('leadQualification');
    await elapse(DEMO_CALL_CONNECT_TIMEOUT_MS);

    expect(words(toasts)).toEqual([
      "The demo agent didn't answer: We stopped waiting after 12 seconds. If your browser is asking to use the microphone, choose Allow, then press Listen again.",
    ]);
    delete (navigator as { permissions?: unknown }).permissions;
  });

  it('counts the time-out from the press, including the time the engine took to load', async () => {
    FakeVapi.defaultMode = 'hang';
    const engine = createDemoCallEngine(LIVE_CONFIG);
    rememberDemoCallConsent();
    provideDemoCallEngine(LIVE_CONFIG, () => new Promise((resolve) => setTimeout(() => resolve(engine), 5_000)));
    void toggleDemoCall('customerSupport');
    await elapse(5_000);
    expect(callState().phase).toBe('connecting');

    await elapse(DEMO_CALL_CONNECT_TIMEOUT_MS - 5_000);
    expect(callState().phase).toBe('idle');
    engine.stop();
  });

  it('ends the call and says how to allow the microphone when it is denied', async () => {
    FakeVapi.defaultMode = 'micDenied';
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('reservationAssistant');
    await elapse(2_000);

    expect(callState()).toMatchObject({ activeAgent: null, phase: 'idle' });
    expect(words(toasts)).toEqual([
      'Microphone blocked: To talk to the agent, allow the microphone for this site: click the lock or microphone icon in the address bar, choose Allow, then press Listen again.',
    ]);
    expect(FakeVapi.instances[0]!.stopCalls).toBe(1);
  });

  it('reports a dropped connection during a call and clears the card', async () => {
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('policyRenewal');
    await elapse(1_000);
    FakeVapi.instances[0]!.connectionDrops();

    expect(callState().phase).toBe('idle');
    expect(toasts.at(-1)).toMatchObject({ variant: 'destructive', title: 'The demo call dropped' });
    expectPlainWords(toasts.at(-1)!.description);
  });

  it('throws "Assistant or Squad must be provided." for a start with no assistant', () => {
    expect(() => requireAssistantId('')).toThrow(new Error('Assistant or Squad must be provided.'));
    expect(() => requireAssistantId(undefined)).toThrow('Assistant or Squad must be provided.');
    expect(requireAssistantId(' asst-1 ')).toBe('asst-1');
  });

  it('tells the visitor that message, and never calls the SDK, when a card has no assistant', async () => {
    const toasts = recordToasts();
    provideFakeEngine({ ...LIVE_CONFIG, assistantIds: { ...LIVE_CONFIG.assistantIds, salesQualification: ' ' } });
    void toggleDemoCall('salesQualification');
    await elapse(100);

    expect(words(toasts)).toEqual(["The demo call didn't start: Assistant or Squad must be provided."]);
    expect(FakeVapi.instances).toHaveLength(0);
    expect(callState().phase).toBe('idle');
  });

  it('explains that live demos are unavailable when the config has no usable Vapi settings', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provideFakeEngine({ available: false, reason: '"vapi.publicKey" must be a Vapi public key (a UUID)' });
    void toggleDemoCall('leadQualification');
    await elapse(10);

    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', ...LIVE_DEMOS_UNAVAILABLE });
    expect(callState().phase).toBe('idle');
    expect(FakeVapi.instances).toHaveLength(0);
  });

  it('says so when the call library cannot be fetched, and fetches it again on the next press', async () => {
    const toasts = recordToasts();
    const loadVapi = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk vapi-sdk failed'))
      .mockResolvedValue(FakeVapi);
    const engine = createDemoCallEngine(LIVE_CONFIG, loadVapi);
    rememberDemoCallConsent();
    provideDemoCallEngine(LIVE_CONFIG, async () => engine);

    void toggleDemoCall('mortgageSupport');
    await elapse(10);
    expect(words(toasts)).toEqual(["Couldn't load the demo call: Check your internet connection, then press Listen to try again."]);
    expect(callState().phase).toBe('idle');

    void toggleDemoCall('mortgageSupport');
    await elapse(1_000);
    expect(loadVapi).toHaveBeenCalledTimes(2);
    expect(callState().phase).toBe('live');
    engine.stop();
  });
});
