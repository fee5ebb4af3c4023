import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { BrowserRouter, useLocation } from 'react-router';

const addressOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => pathname + search + hash;

/** Keeps the address the router rendered; its layout effect runs before those of the components around the router. */
function RenderedAddress({ into }: { into: RefObject<string | null> }) {
  const location = useLocation();
  useLayoutEffect(() => {
    into.current = addressOf(location);
  }, [into, location]);
  return null;
}

/**
 * The browser's router, which hears every Back and Forward. The router reads the address as it renders, but listens
 * for Back and Forward only from the commit of what it rendered, and the app takes the page over in slices that let
 * the browser run in between: a Back pressed meanwhile (a slow phone, a busy machine) would leave the page the app
 * was served on showing under the address the visitor went back to. Rendered around the router, this commits once
 * the router listens, and tells it of a move it missed as the browser tells it of one.
 */
export function SiteBrowserRouter({ children }: { children: ReactNode }) {
  const renderedAddress = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (renderedAddress.current !== addressOf(window.location)) {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }
  }, []);
  return (
    <BrowserRouter>
      <RenderedAddress into={renderedAddress} />
      {children}
    </BrowserRouter>
  );
}
