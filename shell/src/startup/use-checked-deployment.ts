import { useEffect, useState } from 'react';
import type { CheckedSiteConfig } from './deployment';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the app renders with: the page's own site config first, then the deployed
 * one once checked; a failure to load the deployed files ends in the error screen.
 * An unchanged config keeps its object: a new one would re-render parts of the page
 * that have not taken over yet, and React drops the served HTML of such a part.
 */
export function useCheckedDeployment(started: CheckedSiteConfig, check: Promise<CheckedSiteConfig>): CheckedSiteConfig {
  const [current, setCurrent] = useState(started);
  useEffect(() => {
    let mounted = true;
    check.then(
      (checked) => mounted && setCurrent((state) => (sameJson(state, checked) ? state : checked)),
      (error: unknown) => mounted && setCurrent((state) => ({ ...state, failure: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      mounted = false;
    };
  }, [check]);
  return current;
}
