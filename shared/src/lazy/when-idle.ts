/**
 * Runs `run` in the browser's next idle moment. Safari has no requestIdleCallback: there the next task is the
 * nearest idle moment it offers.
 */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else setTimeout(run);
}
