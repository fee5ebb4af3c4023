import { act, render, screen, within, waitFor } from '@testing-library/react';
import { chunkOnTheNetwork, comeBackOnline, quietCaughtFailures } from '@callvera/shared/testing/chunk-on-the-network';
import userEvent from '@testing-library/user-event';
import { callConnecting, callLive, demoCallStore, provideDemoCallEngine, prefetchDemoCallEngine } from '@callvera/shared/demo-call';
import { CallBarSlot } from '../CallBarSlot';

const mockBar = chunkOnTheNetwork('call-bar');
jest.mock('../CallBar', () => mockBar.serve(() => jest.requireActual('../CallBar')));
quietCaughtFailures();

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
    const importsBefore = mockBar.imports;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The fresh import starts once the frame that answers the press is painted.
    await waitFor(() => expect(mockBar.imports).toBe(importsBefore + 1));
    expect(await screen.findByRole('region', { name: 'Demo call' })).toBeInTheDocument();

    mockBar.reachable = true;
    await comeBackOnline();
    expect(await screen.findByRole('region', { name: 'Demo call with Ava' })).toHaveTextContent('Live');
  });
});
