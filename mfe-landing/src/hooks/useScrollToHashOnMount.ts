import { useEffect } from 'react';
import { scrollToAnchorWhenPresent } from '@callvera/shared/scroll-to-anchor';

/**
 * The page arrives asynchronously from its remote, and its closing blocks later
 * still, so the browser's own jump to "/#contact" happens before the target
 * exists. Once the target is in the document, honour it.
 */
export function useScrollToHashOnMount() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    return scrollToAnchorWhenPresent(id);
  }, []);
}
