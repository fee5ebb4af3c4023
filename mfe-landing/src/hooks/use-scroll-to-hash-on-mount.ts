import { useEffect } from 'react';
import { anchorInUrl, scrollToAnchorWhenPresent } from '@callvera/shared/scroll-to-anchor';

/**
 * The page arrives asynchronously from its remote, and its closing blocks later
 * still, so the browser's own jump to "/#contact" happens before the target
 * exists. Once the target is in the document, honour it.
 */
export function useScrollToHashOnMount() {
  useEffect(() => {
    const id = anchorInUrl();
    if (!id) return;
    return scrollToAnchorWhenPresent(id);
  }, []);
}
