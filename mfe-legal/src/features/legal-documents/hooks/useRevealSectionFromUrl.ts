import { useEffect } from 'react';
import { revealSection } from '../utils/reveal-section';

/**
 * Opening a link such as /terms-of-service#9-amendments-and-termination: the browser looked
 * for the section before this remote had loaded, so look again once the document is on screen.
 */
export function useRevealSectionFromUrl(documentPath: string) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) revealSection(id);
  }, [documentPath]);
}
