import { useSyncExternalStore } from 'react';

/** Spec §9: the small-screen threshold is 768 px, inclusive. */
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(SMALL_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isSmallScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN_QUERY).matches;

/** True at 768 px wide or narrower; follows resizes and rotation. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmallScreen, () => false);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
