import { useEffect } from 'react';

/**
 * Marks <html data-app-ready> once the app has taken over the prerendered page:
 * before that, links are plain page loads and buttons do nothing yet.
 * End-to-end tests wait for it before they interact.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}
