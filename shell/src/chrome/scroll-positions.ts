/** Where the visitor was on each history entry, by the router's entry key. */
export const positions = new Map<string, number>();

/**
 * Also kept in the history entry a link leaves from: a Back to it from another site
 * starts a new document, whose Back and Forward reach the entries of the old one.
 */
const POSITIONS_IN_HISTORY = 'scrollPositions';

/** Positions read once the new page has replaced the old one would be clamped to it: keep them as they change. */
export function rememberPosition(key: string, event: Event) {
  positions.set(key, window.scrollY);
  const leavingBy = event.type === 'click' && event.target instanceof Element && event.target.closest('a[href]');
  if (leavingBy) history.replaceState({ ...history.state, [POSITIONS_IN_HISTORY]: Object.fromEntries(positions) }, '');
}

export function seedPositionsFromHistory() {
  const kept: unknown = history.state?.[POSITIONS_IN_HISTORY];
  if (typeof kept !== 'object' || kept === null) return;
  for (const [key, y] of Object.entries(kept)) if (typeof y === 'number' && !positions.has(key)) positions.set(key, y);
}

const GIVE_UP_AFTER_MS = 3000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` now; a page whose code has not arrived in this document yet is too short
 * for it, so the place is reached as the page grows, until the visitor scrolls themselves.
 * Returns what stops it.
 */
export function reachWhenThePageAllows(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => undefined;
  const growing = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  function stop() {
    growing.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
  }
  growing.observe(document.body);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, true);
  return stop;
}
