import { useLayoutEffect } from 'react';

/**
 * Spec §2: each article scrolls to the top when it loads. The shell's
 * ScrollRestoration runs before this lazily loaded page exists, so the page
 * does it itself, before paint. A link to a heading (#id) still lands on it.
 */
export function useScrollToTopOnArrival(path: string) {
  useLayoutEffect(() => {
    const hashTarget = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (hashTarget) hashTarget.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [path]);
}
