import { useEffect, useState } from 'react';
import type { CheckedSiteConfig } from './deployment';

/**
 * What the app renders with: the page's own site config first, then the deployed
 * one once checked; a failure to load the deployed files ends in the error screen.
 */
export function useCheckedDeployment(started: CheckedSiteConfig, check: Promise<CheckedSiteConfig>): CheckedSiteConfig {
  const [current, setCurrent] = useState(started);
  useEffect(() => {
    let mounted = true;
    check.then(
      (checked) => mounted && setCurrent(checked),
      (error: unknown) => mounted && setCurrent((state) => ({ ...state, failure: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      mounted = false;
    };
  }, [check]);
  return current;
}
