import { useEffect } from 'react';

/** What react-remove-scroll-bar marks the locked body with; kept, so anything that reads it still can. */
const LOCK_ATTRIBUTE = 'data-scroll-locked';

let locks = 0;
let unlock: (() => void) | null = null;

function lockBody(gapMode: 'margin' | 'padding') {
  const { body, documentElement } = document;
  const styleBefore = body.getAttribute('style');
  // The page's scroll bar goes away with the lock: the same room is kept, so nothing moves sideways.
  const gap = window.innerWidth - documentElement.clientWidth;
  body.style.setProperty('overflow', 'hidden', 'important');
  body.style.setProperty('overscroll-behavior', 'contain');
  if (gap > 0) body.style.setProperty(gapMode === 'padding' ? 'padding-right' : 'margin-right', `${gap}px`, 'important');
  body.setAttribute(LOCK_ATTRIBUTE, '1');
  return () => {
    if (styleBefore === null) body.removeAttribute('style');
    else body.setAttribute('style', styleBefore);
    body.removeAttribute(LOCK_ATTRIBUTE);
  };
}

export interface RemoveScrollBarProps {
  gapMode?: 'margin' | 'padding';
  noRelative?: boolean;
  noImportant?: boolean;
}

/**
 * Stands in for react-remove-scroll-bar's RemoveScrollBar, which Radix's modal
 * dialog renders to stop the page scrolling behind it (mfe-landing's build
 * answers that package with this file). The original writes a <style> element,
 * which the site's CSP refuses; this sets the same lock on the body's own style,
 * which scripts may always set. Nested locks hold until the last one goes.
 */
export function RemoveScrollBar({ gapMode = 'margin' }: RemoveScrollBarProps) {
  useEffect(() => {
    locks += 1;
    if (locks === 1) unlock = lockBody(gapMode);
    return () => {
      locks -= 1;
      if (locks > 0) return;
      unlock?.();
      unlock = null;
    };
  }, [gapMode]);
  return null;
}
