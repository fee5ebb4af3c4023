/**
 * The real @vapi-ai/web under our engine, with only Daily and fetch replaced.
 * It pins what the site relies on (the request, the Daily options, the events
 * and their payload shapes), so an SDK upgrade that changes them fails here.
 */
import DailyIframe from '@daily-co/daily-js';
import { toggleDemoCall } from '@callvera/shared/demo-call';
import { LIVE_CONFIG, callState, cleanUpEngines, elapse, provideFakeEngine, recordToasts, words } from '../../../testing/engine-test-kit';

jest.mock('@daily-co/daily-js', () => ({ __esModule: true, default: { createCallObject: jest.fn() } }));

type Handler = (event?: unknown) => void;

/** Just enough of a Daily call object for the SDK's start(), events and stop(). */
function fakeDailyCall(join: () => Promise<unknown> = async () => ({})) {
  const handlers = new Map<string, Handler[]>();
  let left = false;
  const on = (event: string, handler: Handler): unknown => {
    handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    return call;
  };
  const emit = (event: string, payload?: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  const call = {
    emit,
    on: jest.fn(on),
    once: jest.fn(on),
    iframe: () => null,
    join: jest.fn(join),
    // Like Daily: leaving emits left-meeting once; destroying a call that already left is quiet.
    destroy: jest.fn(async () => {
      if (left) return;
      left = true;
      emit('left-meeting', { action: 'left-meeting' });
    }),
    startRemoteParticipantsAudioLevelObserver: jest.fn(),
    startLocalAudioLevelObserver: jest.fn(async () => undefined),
    updateInputSettings: jest.fn(async () => ({})),
    updateParticipant: jest.fn(),
    sendAppMessage: jest.fn(),
  };
  return call;
}

function jsonResponse(status: number, body: unknown) {
  const response = { ok: status >= 200 && status < 300, status, clone: () => response, json: async () => body };
  return response;
}

const createCallObject = DailyIframe.createCallObject as jest.Mock;
const fetchStub = jest.fn();
const WEB_CALL = { id: 'call-1', webCallUrl: 'https://callvera.daily.co/demo-room' };

beforeEach(() => {
  jest.useFakeTimers();
  createCallObject.mockReset();
  fetchStub.mockReset().mockResolvedValue(jsonResponse(201, WEB_CALL));
  globalThis.fetch = fetchStub as unknown as typeof fetch;
});
afterEach(() => {
  cleanUpEngines();
  jest.useRealTimers();
});

describe('the real @vapi-ai/web 2.7.1 as the engine uses it', () => {
  it('posts { assistantId } to {apiBaseUrl}/call/web with the public key as Bearer, then joins with avoidEval', async () => {
    const daily = fakeDailyCall();
    createCallObject.mockReturnValue(daily);
    const toasts = recordToasts();
    provideFakeEngine(); // the default loader: import('@vapi-ai/web'), the real SDK
    void toggleDemoCall('leadQualification');
    await elapse(50);

    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://vapi.example.test/call/web');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe(`Bearer ${LIVE_CONFIG.publicKey}`);
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ assistantId: 'assistant-leadQualification' });

    expect(createCallObject).toHaveBeenCalledWith(expect.objectContaining({ audioSource: true, dailyConfig: { avoidEval: true } }));
    expect(daily.join).toHaveBeenCalledWith(expect.objectContaining({ url: WEB_CALL.webCallUrl }));
    expect(callState().phase).toBe('connecting'); // joined, but the agent has not said it is listening

    daily.emit('app-message', { data: 'listening' });
    expect(callState().phase).toBe('live');
    daily.emit('remote-participants-audio-level', { participantsAudioLevel: { agent: 0.09 } });
    expect(callState()).toMatchObject({ agentSpeaking: true, volume: expect.closeTo(0.6, 5) });
    daily.emit('remote-participants-audio-level', { participantsAudioLevel: { agent: 0 } });
    await elapse(1_000); // the SDK's speech-end comes one second after the sound drops
    expect(callState().agentSpeaking).toBe(false);

    void toggleDemoCall('leadQualification');
    await elapse(10);
    expect(daily.destroy).toHaveBeenCalled();
    expect(callState().phase).toBe('idle');
    expect(words(toasts)).toEqual(['Call Started: The Call has been Started.', 'Call Ended: The Call has been Ended.']);
  });

  it('defaults to https://api.vapi.ai when the config has no API base URL', async () => {
    createCallObject.mockReturnValue(fakeDailyCall());
    provideFakeEngine({ ...LIVE_CONFIG, apiBaseUrl: undefined });
    void toggleDemoCall('customerSupport');
    await elapse(50);
    expect(fetchStub.mock.calls[0]![0]).toBe('https://api.vapi.ai/call/web');
  });

  it.each([
    [
      'the API answers 500',
      () => fetchStub.mockResolvedValue(jsonResponse(500, { statusCode: 500, message: ['boom'] })),
      "The demo call didn't start",
    ],
    ['the API is unreachable', () => fetchStub.mockRejectedValue(new TypeError('Failed to fetch')), "Couldn't reach the demo service"],
  ])('%s: a plain destructive toast and no Daily call', async (_case, arrange, title) => {
    arrange();
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('policyRenewal');
    await elapse(50);

    expect(toasts).toEqual([expect.objectContaining({ variant: 'destructive', title })]);
    expect(toasts[0]!.description).not.toMatch(/\[object|[{}]/);
    expect(createCallObject).not.toHaveBeenCalled();
    expect(callState().phase).toBe('idle');
  });

  it('reads a call machine that fails to load as a connection failure', async () => {
    const daily = fakeDailyCall(async () => {
      const error = { type: 'connection-error', msg: 'Failed to load call object bundle.', details: {} };
      daily.emit('error', { action: 'error', errorMsg: 'Failed to load call object bundle.', error });
      throw new Error('Failed to load call object bundle.');
    });
    createCallObject.mockReturnValue(daily);
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('salesQualification');
    await elapse(50);

    expect(words(toasts)).toEqual([
      "The demo call didn't connect: The voice connection could not be set up. Check your network or firewall, then try again.",
    ]);
    expect(callState().phase).toBe('idle');
  });

  it("reads Daily's camera-error for a denied microphone, which the SDK passes on serialised", async () => {
    const daily = fakeDailyCall(async () => {
      daily.emit('camera-error', {
        action: 'camera-error',
        errorMsg: { errorMsg: 'Permission denied', audioOk: false, videoOk: true },
        error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg: 'Permission denied' },
      });
      return {};
    });
    createCallObject.mockReturnValue(daily);
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('educationalReceptionist');
    await elapse(50);

    expect(toasts.map((t) => t.title)).toEqual(['Microphone blocked']);
    expect(daily.destroy).toHaveBeenCalled();
    expect(callState().phase).toBe('idle');
  });

  it('stops while Daily is still joining: destroy, no "Call Ended"', async () => {
    const daily = fakeDailyCall(() => new Promise(() => undefined));
    createCallObject.mockReturnValue(daily);
    const toasts = recordToasts();
    provideFakeEngine();
    void toggleDemoCall('mortgageSupport');
    await elapse(50);
    void toggleDemoCall('mortgageSupport');
    await elapse(50);

    expect(daily.destroy).toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(callState().phase).toBe('idle');
  });
});
