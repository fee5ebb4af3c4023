// A later major of @callvera/shared/toast, as a remote built against it bundles it: the same call, but a
// store of another shape, which the toast area of a shell built against the earlier major never reads.
import { createStore } from 'zustand/vanilla';

export const toastQueue = createStore(() => ({ queued: [] }));

export function toast(options) {
  const id = `queued-${toastQueue.getState().queued.length + 1}`;
  toastQueue.setState((state) => ({ queued: [...state.queued, { id, ...options }] }));
  return { id, dismiss: () => toastQueue.setState((state) => ({ queued: state.queued.filter((queued) => queued.id !== id) })) };
}
