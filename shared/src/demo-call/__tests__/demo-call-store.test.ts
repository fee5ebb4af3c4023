import { toastStore } from '../../toast/toast-store';
import {
  demoCallStore,
  prefetchDemoCallEngine,
  provideDemoCallEngine,
  stopDemoCall,
  toggleDemoCall,
  unavailableDemoCallEngine,
  LIVE_DEMOS_UNAVAILABLE,
  type DemoCallEngine,
} from '../demo-call-store';

function fakeEngine(): jest.Mocked<Required<DemoCallEngine>> {
  return { toggle: jest.fn(), stop: jest.fn(), prefetch: jest.fn() };
}

/** An engine fetch the test settles by hand, like a remote on a slow network. */
function slowEngine() {
  let settle!: { resolve: (engine: DemoCallEngine) => void; reject: (error: Error) => void };
  const loader = jest.fn(() => new Promise<DemoCallEngine>((resolve, reject) => (settle = { resolve, reject })));
  provideDemoCallEngine(loader);
  return { loader, settle: () => settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the demo-call store while the engine loads', () => {
  it('shows the pressed card as loading from the moment of the press, then hands the press to the engine', async () => {
    const { settle } = slowEngine();
    const before = Date.now();
    void toggleDemoCall('leadQualification');
    expect(demoCallStore.getState()).toMatchObject({ activeAgent: 'leadQualification', phase: 'loading' });
    expect(demoCallStore.getState().requestedAt).toBeGreaterThanOrEqual(before);

    const engine = fakeEngine();
    settle().resolve(engine);
    await flush();
    expect(engine.toggle).toHaveBeenCalledWith('leadQualification');
    expect(engine.toggle).toHaveBeenCalledTimes(1);
  });

  it('cancels when the loading card is pressed again, and only the latest card reaches the engine', async () => {
    const { settle, loader } = slowEngine();
    void toggleDemoCall('leadQualification');
    void toggleDemoCall('leadQualification');
    expect(demoCallStore.getState().phase).toBe('idle');
    void toggleDemoCall('customerSupport');
    void toggleDemoCall('policyRenewal');

    const engine = fakeEngine();
    settle().resolve(engine);
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(engine.toggle.mock.calls).toEqual([['policyRenewal']]);
  });

  it('explains a failed engine fetch, clears the card, and fetches again on the next press', async () => {
    const { settle, loader } = slowEngine();
    void toggleDemoCall('salesQualification');
    settle().reject(new Error('demo_call did not answer within 8 s'));
    await flush();
    expect(demoCallStore.getState().phase).toBe('idle');
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', title: 'Live demo unavailable' });

    void toggleDemoCall('salesQualification');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('stops a press that is still loading', () => {
    slowEngine();
    void toggleDemoCall('mortgageSupport');
    stopDemoCall();
    expect(demoCallStore.getState().phase).toBe('idle');
  });
});

describe('intent and page exits', () => {
  it('prefetches the engine and its call library, and stays quiet when that fails', async () => {
    const engine = fakeEngine();
    provideDemoCallEngine(async () => engine);
    prefetchDemoCallEngine();
    await flush();
    expect(engine.prefetch).toHaveBeenCalled();

    provideDemoCallEngine(async () => Promise.reject(new Error('offline')));
    prefetchDemoCallEngine();
    await flush();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('passes stop and later presses straight to a loaded engine', async () => {
    const engine = fakeEngine();
    provideDemoCallEngine(async () => engine);
    prefetchDemoCallEngine();
    await flush();
    void toggleDemoCall('appointmentBooking');
    stopDemoCall();
    expect(engine.toggle).toHaveBeenCalledWith('appointmentBooking');
    expect(engine.stop).toHaveBeenCalled();
  });
});

describe('when the site config switches live demos off', () => {
  it('explains it on every press and logs the reason once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const engine = unavailableDemoCallEngine('"vapi.assistantIds.hotel" must not be empty');
    provideDemoCallEngine(async () => engine);
    await toggleDemoCall('reservationAssistant');
    await toggleDemoCall('customerSupport');

    expect(demoCallStore.getState().phase).toBe('idle');
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', ...LIVE_DEMOS_UNAVAILABLE });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
