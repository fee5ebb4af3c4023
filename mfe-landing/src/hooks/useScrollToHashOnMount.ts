import { useEffect } from 'react';

/** Past this, the visitor has surely started reading elsewhere: do not move the page under them. */
const GIVE_UP_AFTER_MS = 5000;

/**
 * The page arrives asynchronously from its remote, and its closing blocks later
 * still, so the browser's own jump to "/#contact" happens before the target
 * exists. Once the target is in the document, honour it.
 */
export function useScrollToHashOnMount() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    let frame = 0;
    const scrollWhenPresent = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      frame = requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
      return true;
    };
    if (scrollWhenPresent()) return () => cancelAnimationFrame(frame);
    const observer = new MutationObserver(() => {
      if (scrollWhenPresent()) stopWaiting();
    });
    const timer = setTimeout(() => stopWaiting(), GIVE_UP_AFTER_MS);
    function stopWaiting() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      stopWaiting();
      cancelAnimationFrame(frame);
    };
  }, []);
}
