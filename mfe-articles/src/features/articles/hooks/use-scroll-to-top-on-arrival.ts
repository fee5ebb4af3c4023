import { useLayoutEffect } from 'react';
import { anchorInUrl } from '@callvera/shared/scroll-to-anchor';

function hashTarget(): HTMLElement | null {
  const id = anchorInUrl();
  return id ? document.getElementById(id) : null;
}

/**
 * Each article scrolls to the top when it loads. The shell's
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
