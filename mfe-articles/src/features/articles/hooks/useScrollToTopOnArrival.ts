import { useLayoutEffect } from 'react';

function hashTarget(): HTMLElement | null {
  if (!window.location.hash) return null;
  try {
    return document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  } catch {
    // A malformed %-escape in a hand-typed URL: treat it as no target.
    return null;
  }
}

/**
 * Spec §2: each article scrolls to the top when it loads. The shell's
 * ScrollRestoration runs before this lazily loaded page exists, so the page
 * does it itself, before paint. A link to a heading (#id) still lands on it.
 */
export function useScrollToTopOnArrival(path: string) {
  useLayoutEffect(() => {
    const target = hashTarget();
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [path]);
}
