import { useEffect, useState, type AriaRole, type ReactNode } from 'react';

/** tooling/prerender/capture.mjs empties every element with this attribute: a served page leaves out what it holds. */
export const DRAWN_IN_BROWSER = 'data-drawn-in-browser';

/** The served page's element named `name`, if this is a served page (read at the first render, while it is there). */
export const servedElement = (name: string) => document.querySelector(`[${DRAWN_IN_BROWSER}="${name}"]`);

interface DrawnInBrowserProps {
  /** Names the element on a served page (the attribute's value): unique on the page. */
  name: string;
  as?: 'span' | 'div';
  className?: string;
  role?: AriaRole;
  'aria-label'?: string;
  /** Also a block that hydrates near the screen (near-screen-section.tsx), for a renderer that serves what it holds. */
  'data-hydrates-near-screen'?: string;
  children: ReactNode;
}

/**
 * Holds its place (its class gives it its size) and draws what it wraps once the page has taken over: what no first
 * screen shows, left out of the served page so that its HTML as sent fits a new connection's first round trip
 * (e2e/tests/bundle-budget.spec.ts). Hydration renders what the served element holds: nothing from this checkout's
 * page renderer, everything from a renderer of before it (a remote released onto an older shell has its pages
 * rendered by that shell's).
 */
export function DrawnInBrowser({ name, as: Element = 'span', children, ...attributes }: DrawnInBrowserProps) {
  const [drawn, setDrawn] = useState(() => servedElement(name)?.hasChildNodes() ?? true);
  useEffect(() => setDrawn(true), []);
  return (
    <Element {...attributes} {...{ [DRAWN_IN_BROWSER]: name }}>
      {drawn ? children : null}
    </Element>
  );
}
