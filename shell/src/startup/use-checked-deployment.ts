import { useEffect, useState } from 'react';
import type { CheckedDeployment } from './deployment-check';

/** The site config to render with: the page's own copy first, then the deployed one once checked. */
export function useCheckedDeployment(started: CheckedDeployment, check: Promise<CheckedDeployment>): CheckedDeployment {
  const [current, setCurrent] = useState(started);
  useEffect(() => {
    let mounted = true;
    void check.then((checked) => mounted && setCurrent(checked));
    return () => {
      mounted = false;
    };
  }, [check]);
  return current;
}
