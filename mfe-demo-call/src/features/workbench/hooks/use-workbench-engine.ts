import { useEffect } from 'react';
import { provideDemoCallEngine, stopDemoCall } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';

/**
 * Provides the engine the way the shell does (see shell/src/composition/demo-call-engine.ts),
 * but from this remote's own chunk: nothing is fetched until the first intent.
 */
export function useWorkbenchEngine(config: DemoCallConfig) {
  useEffect(() => {
    provideDemoCallEngine(config, (live) => import('../../../demo-call-engine').then((module) => module.createDemoCallEngine(live)));
    return stopDemoCall;
  }, [config]);
}
