import { useEffect } from 'react';
import { markPageReady } from './hydration-marks';

/**
 * Rendered after whatever fills <main> (the route's page, its fallback, the
 * error screen): its effect runs in the commit that takes that content over.
 */
export function PageReady() {
  useEffect(markPageReady, []);
  return null;
}
