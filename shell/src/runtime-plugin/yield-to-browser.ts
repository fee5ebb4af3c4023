import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Lets the browser paint and answer input before what follows. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function afterYielding<T>(args: T): Promise<T> {
  await yieldToBrowser();
  return args;
}

/**
 * Federation resolves the shared modules, then each remote's entry, in one chain
 * of promises, which the browser would run as a few long tasks at start-up.
 * Yielding before each step lets it paint and answer input in between.
 */
export default function yieldToBrowserPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yield-to-browser',
    beforeLoadShare: afterYielding,
    beforeRequest: afterYielding,
    beforeInitContainer: afterYielding,
    initContainer: afterYielding,
  };
}
