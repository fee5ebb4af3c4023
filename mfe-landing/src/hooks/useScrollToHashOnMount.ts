import { useEffect } from 'react';

/**
 * The page arrives asynchronously from its remote, so the browser's own jump to
 * "/#industries" happens before the target exists. Once we have rendered, honour it.
 */
export function useScrollToHashOnMount() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, []);
}
