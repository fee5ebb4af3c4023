import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** At most one toast on screen, 5 s by default; dismissed ones are kept 1,000,000 ms before removal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastAction {
  /** Visible button text. */
  label: string;
  /** What a screen reader user is told to do instead (Radix requires it). */
  altText: string;
  onSelect: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface Toast extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Raises a toast from the shell or any remote. The newest replaces what is shown. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = `toast-${++nextId}`;
  toastStore.setState((state) => ({
    toasts: [{ ...options, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
  }));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string) {
  toastStore.setState((state) => ({
    toasts: state.toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  }));
}

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}

/** For tests: forget every toast and timer. */
export function resetToasts() {
  removalTimers.forEach(clearTimeout);
  removalTimers.clear();
  toastStore.setState({ toasts: [] });
}
