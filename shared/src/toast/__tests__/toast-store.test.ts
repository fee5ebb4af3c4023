import { dismissToast, toast, toastStore, TOAST_REMOVE_DELAY_MS } from '../toast-store';

describe('toast API', () => {
  it('keeps only the newest toast, as at most one is shown', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    const { toasts } = toastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'success', open: true });
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    jest.useFakeTimers();
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(toastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(toastStore.getState().toasts).toHaveLength(0);
    jest.useRealTimers();
  });
});
