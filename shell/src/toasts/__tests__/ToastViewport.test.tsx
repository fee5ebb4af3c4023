import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@callvera/shared/toast';
import { ToastViewport } from '../ToastViewport';

describe('ToastViewport', () => {
  it('shows a toast raised through the shared API, one at a time', async () => {
    render(<ToastViewport />);
    act(() => {
      toast({ title: 'Call Started', description: 'The Call has been Started.', variant: 'success' });
    });
    expect(await screen.findByText('Call Started')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Call Ended', description: 'The Call has been Ended.' });
    });
    expect(await screen.findByText('Call Ended')).toBeInTheDocument();
    expect(screen.queryByText('Call Started')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes on its close button', async () => {
    render(<ToastViewport />);
    act(() => {
      toast({ title: 'Microphone blocked', variant: 'destructive' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Microphone blocked')).not.toBeInTheDocument();
  });

  it('closes by itself after the default 5000 ms', async () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    jest.useRealTimers();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('exposes the F8 region for keyboard users', () => {
    render(<ToastViewport />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
