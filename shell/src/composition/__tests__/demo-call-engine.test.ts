import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents';
import { continueDemoCall, DEMO_CALL_NOT_LOADED, demoCallStore, LIVE_DEMOS_UNAVAILABLE, toggleDemoCall } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { toastStore } from '@callvera/shared/toast';
import { forgetFailedRemote } from '../federation';
import { loadRemoteModule, RemoteLoadError } from '../load-remote-module';
import { provideDemoCallEngineFromRemote } from '../demo-call-engine';

jest.mock('../load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  RemoteLoadError: jest.requireActual('../load-remote-module').RemoteLoadError,
}));
jest.mock('../federation', () => ({ forgetFailedRemote: jest.fn() }));

const loadRemote = loadRemoteModule as jest.Mock;

const LIVE: DemoCallConfig = {
  available: true,
  publicKey: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
  assistantIds: Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, `asst-${key}`])) as Record<(typeof DEMO_AGENT_KEYS)[number], string>,
};

beforeEach(() => loadRemote.mockReset());

describe('how the shell provides the demo-call engine', () => {
  it('fetches the demo_call remote only once the visitor agreed to the first call, and hands it the config', async () => {
    const engine = { start: jest.fn(), stop: jest.fn(), setMuted: jest.fn() };
    const createDemoCallEngine = jest.fn(() => engine);
    loadRemote.mockResolvedValue({ createDemoCallEngine });
    provideDemoCallEngineFromRemote(LIVE);
    expect(loadRemote).not.toHaveBeenCalled();

    await toggleDemoCall('leadQualification');
    expect(loadRemote).not.toHaveBeenCalled(); // the card asks for consent first
    await continueDemoCall();
    expect(loadRemote).toHaveBeenCalledWith('demo_call', 'DemoCallEngine', 'createDemoCallEngine');
    expect(createDemoCallEngine).toHaveBeenCalledWith(LIVE);
    expect(engine.start).toHaveBeenCalledWith('leadQualification', expect.any(Number));
  });

  it('explains that live demos are unavailable, without fetching the remote, when the config switches them off', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provideDemoCallEngineFromRemote({ available: false, reason: '"vapi.publicKey" must be a Vapi public key (a UUID)' });
    await toggleDemoCall('customerSupport');

    expect(loadRemote).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', ...LIVE_DEMOS_UNAVAILABLE });
  });

  it('leaves the card idle with a clear toast when the remote cannot load, and the next press fetches it afresh', async () => {
    const engine = { start: jest.fn(), stop: jest.fn(), setMuted: jest.fn() };
    loadRemote.mockRejectedValueOnce(new RemoteLoadError('demo_call', 'demo_call did not answer within 8 s'));
    loadRemote.mockResolvedValueOnce({ createDemoCallEngine: () => engine });
    provideDemoCallEngineFromRemote(LIVE);

    await toggleDemoCall('leadQualification');
    await continueDemoCall();
    expect(demoCallStore.getState().phase).toBe('idle');
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', ...DEMO_CALL_NOT_LOADED });
    expect(forgetFailedRemote).toHaveBeenCalledWith('demo_call');

    await toggleDemoCall('leadQualification'); // consent is remembered: this press calls at once
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(engine.start).toHaveBeenCalledWith('leadQualification', expect.any(Number));
  });
});
