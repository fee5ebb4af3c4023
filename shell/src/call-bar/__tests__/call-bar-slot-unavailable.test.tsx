import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callConnecting, callLive, demoCallStore, provideDemoCallEngine, prefetchDemoCallEngine } from '@callvera/shared/demo-call';
import { CallBarSlot } from '../CallBarSlot';

// The call bar's code, as the network serves it: unreachable until a test lets it through.
let mockBarReachable = false;
let mockBarImports = 0;
jest.mock('../CallBar', () => {
  mockBarImports += 1;
  if (!mockBarReachable) throw new Error('Loading chunk call-bar failed.');
  return jest.requireActual('../CallBar');
});

beforeEach(() => {
  mockBarReachable = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the failure it caught
});
afterEach(() => jest.restoreAllMocks());

async function liveCallWithoutBarCode() {
  const engine = {
    start: jest.fn(),
    stop: jest.fn(() => demoCallStore.setState({ phase: 'idle', activeAgent: null })),
    setMuted: jest.fn(),
  };
  provideDemoCallEngine({ available: true, publicKey: 'k', assistantIds: {} as never }, async () => engine);
  prefetchDemoCallEngine();
  await act(() => Promise.resolve());
  render(<CallBarSlot />);
  act(() => {
    callConnecting('leadQualification', Date.now());
    callLive(Date.now());
  });
  return engine;
}

describe('the call bar when its code cannot arrive', () => {
  it('says so in plain words and still lets the visitor end the call', async () => {
    const engine = await liveCallWithoutBarCode();
    const bar = await screen.findByRole('region', { name: 'Demo call' });
    expect(within(bar).getByRole('status')).toHaveTextContent("The call controls didn't load. Your call goes on");
    expect(bar).not.toHaveTextContent(/chunk/i);
    await userEvent.click(within(bar).getByRole('button', { name: 'End call' }));
    expect(engine.stop).toHaveBeenCalled();
  });

  it('fetches the bar afresh on Retry, and by itself when the browser comes back online', async () => {
    await liveCallWithoutBarCode();
    await screen.findByRole('region', { name: 'Demo call' });
    const importsBefore = mockBarImports;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The fresh import starts once the frame that answers the press is painted.
    await waitFor(() => expect(mockBarImports).toBe(importsBefore + 1));
    expect(await screen.findByRole('region', { name: 'Demo call' })).toBeInTheDocument();

    mockBarReachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Demo call with Ava' })).toHaveTextContent('Live');
  });
});
