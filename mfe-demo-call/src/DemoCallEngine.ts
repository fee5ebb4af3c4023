import { unavailableDemoCallEngine, type DemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { createLiveDemoCallEngine } from './features/live-call/live-demo-call-engine';
import type { VapiLoader } from './features/live-call/vapi-sdk';

/**
 * The module the shell loads on a visitor's first intent to call. It stays
 * small: @vapi-ai/web and Daily are a separate chunk, fetched by the engine on
 * the first press (or on prefetch). `loadVapi` is the seam tests replace.
 */
export function createDemoCallEngine(config: DemoCallConfig, loadVapi?: VapiLoader): DemoCallEngine {
  if (!config.available) return unavailableDemoCallEngine(config.reason);
  return createLiveDemoCallEngine(config, loadVapi);
}
