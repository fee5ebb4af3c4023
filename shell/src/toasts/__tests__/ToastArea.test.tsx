import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetToasts, toast } from '@callvera/shared/toast';
import { ToastArea } from '../ToastArea';
import { ToastViewport } from '../ToastViewport';

describe('ToastArea', () => {
  afterEach(() => act(() => resetToasts()));

  it('stands in with exactly the markup of the empty toast viewport, so prerendered pages hydrate without a change', () => {
    const standIn = render(<ToastArea />).container.innerHTML;
    const radix = render(<ToastViewport />).container.innerHTML;
    expect(standIn).toBe(radix);
  });

  it('offers the F8 notifications region before any toast is raised', () => {
    render(<ToastArea />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('shows the first toast raised through the shared API', async () => {
    render(<ToastArea />);
    act(() => {
      toast({ title: 'Call Started', description: 'The Call has been Started.', variant: 'success' });
    });
    expect(await screen.findByText('Call Started')).toBeInTheDocument();
    expect(screen.getByText('The Call has been Started.')).toBeInTheDocument();
  });

  it('moves focus to the notifications when F8 is pressed before any toast', async () => {
    render(<ToastArea />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(screen.getByRole('list')).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(document.activeElement as HTMLElement);
  });
});
