import { useEffect } from 'react';
import { provideDemoCallEngine, stopDemoCall, unavailableDemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';

/**
 * Provides the engine the way the shell does (see shell/src/composition/demo-call-engine.ts),
 * but from this remote's own chunk: nothing is fetched until the first intent.
 */
export function useWorkbenchEngine(config: DemoCallConfig) {
  useEffect(() => {
    if (!config.available) {
      const engine = unavailableDemoCallEngine(config.reason);
      provideDemoCallEngine(async () => engine);
    } else {
      provideDemoCallEngine(() => import('../../../DemoCallEngine').then((module) => module.createDemoCallEngine(config)));
    }
    return stopDemoCall;
  }, [config]);
}
