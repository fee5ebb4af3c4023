import { startTransition, useEffect, useState } from 'react';
import type { CheckedSiteConfig } from './deployment';
import type { DeployedSiteConfig } from './deployed-site-config';

/**
 * What the app renders with: the deployed site config as decided so far; a failure ends in the error screen.
 * A new config re-renders every part that reads it. Outside a transition, React would drop the served HTML of
 * a part it has not taken over yet (and any press kept on it) to render it afresh; in a transition it waits
 * until it has taken that part over. That is why this is state set in a transition, not useSyncExternalStore,
 * whose updates are never transitions. An unchanged config keeps its object, so nothing re-renders at all.
 */
export function useDeployedSiteConfig(deployment: DeployedSiteConfig): CheckedSiteConfig {
  // Even when decided already: hydration must match the served HTML, and the decision follows in a transition.
  const [shown, show] = useState(deployment.initial);
  useEffect(() => {
    const showCurrent = () => {
      const current = deployment.current();
      if (current.failure) show(current);
      else startTransition(() => show(current));
    };
    showCurrent();
    return deployment.subscribe(showCurrent);
  }, [deployment]);
  return shown;
}
