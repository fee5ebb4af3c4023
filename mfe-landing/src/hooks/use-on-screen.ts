import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is on the screen; true where IntersectionObserver is missing.
 * Decorative motion runs only while it can be seen: each of its frames costs the device the same
 * whether or not the visitor has scrolled past it.
 */
export function useOnScreen(element: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1]!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}
