import { chunkOnTheNetwork, comeBackOnline } from '@callvera/shared/testing/chunk-on-the-network';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts, toast } from '@callvera/shared/toast';
import { ToastArea } from '../ToastArea';

// The toast code's chunk: missing while the visitor is offline.
const mockViewport = chunkOnTheNetwork('541');
jest.mock('../ToastViewport', () => mockViewport.serve(() => jest.requireActual('../ToastViewport')));

afterEach(() => act(() => resetToasts()));

describe('ToastArea when its code cannot be fetched', () => {
  it('still shows the message plainly, never the chunk error, and takes the real area once back online', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ToastArea />);
    act(() => {
      toast({ title: "The demo call didn't start", description: 'Check your connection and try again.', variant: 'destructive' });
    });
    expect(await screen.findByText("The demo call didn't start", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText("The demo call didn't start")).not.toBeInTheDocument();

    mockViewport.reachable = true;
    act(() => {
      toast({ title: 'Call Started', variant: 'success' });
    });
    await comeBackOnline();
    expect(await screen.findByText('Call Started', {}, { timeout: 5000 })).toBeInTheDocument();
    // Radix's own toast, which the plain list does not render.
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('[data-state="open"]')).not.toBeNull();
  });
});
