import { useEffect } from 'react';
import { anchorInUrl } from '@callvera/shared/scroll-to-anchor';
import { revealSection } from '../utils/reveal-section';

/**
 * Opening a link such as /terms-of-service#9-amendments-and-termination: the browser looked
 * for the section before this remote had loaded, so look again once the document is on screen.
 */
export function useRevealSectionFromUrl(documentPath: string) {
  useEffect(() => {
    const id = anchorInUrl();
    if (id) revealSection(id);
  }, [documentPath]);
}
