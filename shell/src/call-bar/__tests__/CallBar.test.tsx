import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callConnecting,
  callEnding,
  callLive,
  captionHeard,
  provideDemoCallEngine,
  prefetchDemoCallEngine,
  type DemoCallEngine,
} from '@callvera/shared/demo-call';
import { toastStore } from '@callvera/shared/toast';
import { CallBarSlot } from '../CallBarSlot';

async function engineReady() {
  const engine: jest.Mocked<DemoCallEngine> = { start: jest.fn(), stop: jest.fn(() => callEnding()), setMuted: jest.fn() };
  provideDemoCallEngine({ available: true, publicKey: 'k', assistantIds: {} as never }, async () => engine);
  prefetchDemoCallEngine();
  await act(() => Promise.resolve());
  return engine;
}

describe('the call bar', () => {
  it('renders nothing without a call', () => {
    const { container } = render(<CallBarSlot />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the agent, connecting, then live with a running timer and who is speaking', async () => {
    jest.useFakeTimers();
    render(<CallBarSlot />);
    act(() => callConnecting('leadQualification', Date.now()));
    const bar = await screen.findByRole('region', { name: 'Demo call with Ava' });
    expect(bar).toHaveTextContent('Lead Qualification agent');
    expect(bar).toHaveTextContent('Connecting…');
    expect(bar).not.toHaveTextContent('is listening');
    expect(within(bar).getByRole('status')).toHaveTextContent('Connecting to Ava…');

    act(() => callLive(Date.now() - 61_000));
    expect(bar).toHaveTextContent('Live 01:01');
    expect(bar).toHaveTextContent('Ava is listening');
    expect(within(bar).getByRole('status')).toHaveTextContent('Live with Ava. Speak when you are ready.');
    act(() => jest.advanceTimersByTime(2_000));
    expect(bar).toHaveTextContent('Live 01:03');
    jest.useRealTimers();
  });

  it('shows captions by default, agent and visitor marked, partial lines replaced; hiding them is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CallBarSlot />);
    act(() => {
      callConnecting('customerSupport', Date.now());
      callLive(Date.now());
      captionHeard('agent', 'Hello, this', false);
    });
    const log = await screen.findByRole('log', { name: 'Live captions' });
    act(() => {
      captionHeard('agent', 'Hello, this is Liam.', true);
      captionHeard('you', 'Hi Liam', true);
    });
    expect([...log.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Liam (agent): Hello, this is Liam.', 'You: Hi Liam']);

    await user.click(screen.getByRole('button', { name: 'Hide captions' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show captions' })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    render(<CallBarSlot />);
    expect(await screen.findByRole('button', { name: 'Show captions' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('mutes, and ends the call, through the shared controls', async () => {
    const engine = await engineReady();
    const user = userEvent.setup();
    render(<CallBarSlot />);
    act(() => {
      callConnecting('mortgageSupport', Date.now());
      callLive(Date.now());
    });
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(engine.setMuted).toHaveBeenCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(engine.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Demo call with Grace' })).toHaveTextContent('Ending…');
  });

  it("shows a refused mute as the toast with the library's words", async () => {
    const engine = await engineReady();
    engine.setMuted.mockImplementation(() => {
      throw new Error('Call object is not available.');
    });
    const user = userEvent.setup();
    render(<CallBarSlot />);
    act(() => callConnecting('policyRenewal', Date.now()));
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(toastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', description: 'Call object is not available.' });
  });
});
