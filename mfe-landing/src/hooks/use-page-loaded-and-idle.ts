import { useEffect, useState } from 'react';
import { whenIdle } from '@callvera/shared/when-idle';

/** How long after its load a page is left to finish starting (the scripts its load event did not wait for). */
export const SETTLE_AFTER_LOAD_MS = 1000;

/**
 * False until the page has loaded, SETTLE_AFTER_LOAD_MS have passed, and the browser has had an idle moment.
 * Decorative motion waits for it: each of its frames is drawn by the device while the page's own code still arrives
 * and starts, and on a phone that shares the same few cores.
 */
export function usePageLoadedAndIdle(): boolean {
  const [loadedAndIdle, setLoadedAndIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      settling = setTimeout(() => whenIdle(() => !cancelled && setLoadedAndIdle(true)), SETTLE_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(settling);
      window.removeEventListener('load', afterLoad);
    };
  }, []);
  return loadedAndIdle;
}
