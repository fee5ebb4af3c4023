import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { currentEntry, positions, reachWhenThePageAllows, rememberPosition, seedPositionsFromHistory } from './scroll-positions';

/** The visitor went Back or Forward while the page's code was on its way: the page to show is not the one served. */
function movedBeforeTakeOver() {
  const served = performance.getEntriesByType('navigation')[0]?.name;
  return served !== undefined && served !== location.href;
}

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
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryId = useRef<string | null>(null);
  const [remember] = useState(() => (event: Event) => entryId.current && rememberPosition(entryId.current, event));

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const handBackToBrowser = () => (history.scrollRestoration = 'auto');
    const takeBack = (event: PageTransitionEvent) => event.persisted && (history.scrollRestoration = 'manual');
    window.addEventListener('scroll', remember, { passive: true });
    // A scroll event comes a frame late; a press on a link comes before the router renders the page it leads to.
    window.addEventListener('click', remember, true);
    window.addEventListener('pagehide', handBackToBrowser);
    window.addEventListener('pageshow', takeBack);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('click', remember, true);
      window.removeEventListener('pagehide', handBackToBrowser);
      window.removeEventListener('pageshow', takeBack);
    };
  }, [remember]);

  // Back or Forward may come before that late scroll event, and the router renders the entry reached as soon as
  // its own popstate listener runs. Listeners of one target run in the order they were added, and a child's layout
  // effects run before its parent's: added here, this one runs before the router's and keeps the place left.
  useLayoutEffect(() => {
    window.addEventListener('popstate', remember);
    return () => window.removeEventListener('popstate', remember);
  }, [remember]);

  // Before paint, after the page's own layout effects (this renders after <main>).
  useLayoutEffect(() => {
    const arrivedFirst = entryId.current === null;
    const entry = currentEntry();
    entryId.current = entry.id;
    if (navigationType === 'POP') {
      // The page the document opened on, and an entry the browser just made for a "#section" link,
      // are where the browser put them; unless Back or Forward moved on before the page was taken over.
      if (entry.isNew || (arrivedFirst && !movedBeforeTakeOver())) return;
      // The entry reached may hold places kept by an earlier document.
      seedPositionsFromHistory();
      const saved = positions.get(entry.id);
      if (saved !== undefined) return reachWhenThePageAllows(saved);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    // Each navigation makes a new location, even to an entry whose router key is the same as another's.
  }, [location, navigationType]);
  return null;
}
