import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { positions, reachWhenThePageAllows, rememberPosition, seedPositionsFromHistory } from './scroll-positions';

/**
 * Where a page opens. A new page starts at its top (a "#section" link is left to the
 * page that owns the section); Back and Forward return to the exact place the visitor
 * left, as a browser does on plain pages.
 *
 * The browser's own restoration cannot do that inside the app: it scrolls as the history
 * entry changes, before React has rendered the page the entry belongs to, so the place it
 * finds is on the page being left. The app restores instead, in the commit that renders
 * the page. A Back that reaches another document (a reload, a return from another site)
 * is the browser's again: that page is served whole.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = (event: Event) => rememberPosition(currentKey.current, event);
    const handBackToBrowser = () => (history.scrollRestoration = 'auto');
    const takeBack = (event: PageTransitionEvent) => event.persisted && (history.scrollRestoration = 'manual');
    window.addEventListener('scroll', remember, { passive: true });
    // A scroll event comes a frame late; a press comes before the router renders the page it leads to.
    window.addEventListener('click', remember, true);
    window.addEventListener('pagehide', handBackToBrowser);
    window.addEventListener('pageshow', takeBack);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('click', remember, true);
      window.removeEventListener('pagehide', handBackToBrowser);
      window.removeEventListener('pageshow', takeBack);
    };
  }, []);

  // Before paint, after the page's own layout effects (this renders after <main>).
  useLayoutEffect(() => {
    currentKey.current = key;
    if (navigationType === 'POP') {
      // The entry reached may hold places kept by an earlier document.
      seedPositionsFromHistory();
      const saved = positions.get(key);
      if (saved !== undefined) return reachWhenThePageAllows(saved);
    } else if (!hash) {
      window.scrollTo(0, 0);
    }
  }, [key, hash, navigationType]);
  return null;
}
