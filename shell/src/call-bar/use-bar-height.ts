import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the bar's height as `--call-bar-height` on <html>, so the toast
 * viewport sits above the bar and the page can scroll its last lines clear of it.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--call-bar-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--call-bar-height');
    };
  }, [bar]);
}
