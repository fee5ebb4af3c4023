import { startTransition, useEffect, useState } from 'react';
import type { CheckedSiteConfig } from './deployment';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the app renders with: the page's own site config first, then the deployed
 * one once checked; a failure to load the deployed files ends in the error screen.
 * A new config re-renders every part that reads it. Outside a transition, React
 * would drop the served HTML of a part it has not taken over yet (and any press kept
 * on it) to render it afresh; in a transition it waits until it has taken that part
 * over. An unchanged config keeps its object, so nothing re-renders at all.
 */
export function useCheckedDeployment(started: CheckedSiteConfig, check: Promise<CheckedSiteConfig>): CheckedSiteConfig {
  const [current, setCurrent] = useState(started);
  useEffect(() => {
    let mounted = true;
    check.then(
      (checked) => mounted && startTransition(() => setCurrent((state) => (sameJson(state, checked) ? state : checked))),
      (error: unknown) => mounted && setCurrent((state) => ({ ...state, failure: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      mounted = false;
    };
  }, [check]);
  return current;
}
