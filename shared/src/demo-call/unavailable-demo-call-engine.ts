import type { DemoCallEngine } from '../contracts/demo-call-engine';
// Through the package name, not a relative path: only that import is the shared singleton store.
import { toast } from '@callvera/shared/toast';
import { LIVE_DEMOS_UNAVAILABLE } from './demo-call-copy';
import { callEnded, liveCallRefused } from './demo-call-store';

/**
 * The engine for a site whose config switches live demos off: every press
 * explains it, nothing is fetched, and the deployer finds the reason in the console.
 */
export function unavailableDemoCallEngine(reason: string): DemoCallEngine {
  let reasonLogged = false;
  return {
    start(agent) {
      callEnded();
      liveCallRefused({ agent, ...LIVE_DEMOS_UNAVAILABLE });
      if (!reasonLogged) console.warn(`Live demo calls are off: ${reason}`);
      reasonLogged = true;
      toast({ variant: 'destructive', ...LIVE_DEMOS_UNAVAILABLE });
    },
    stop: callEnded,
    setMuted() {
      throw new Error('Call object is not available.');
    },
  };
}
