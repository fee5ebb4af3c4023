import type { DemoCallEngine, LiveDemoCallConfig } from '@callvera/shared/demo-call';
import { createLiveDemoCallEngine } from './features/live-call/live-demo-call-engine';
import type { VapiLoader } from './features/live-call/vapi-sdk';

/**
 * The module the shell loads on a visitor's first intent to call, only for a
 * site whose config switches live demos on. It stays small: @vapi-ai/web and
 * Daily are a separate chunk, fetched by the engine on the first press (or on
 * prefetch). `loadVapi` is the seam tests replace.
 */
export function createDemoCallEngine(config: LiveDemoCallConfig, loadVapi?: VapiLoader): DemoCallEngine {
  return createLiveDemoCallEngine(config, loadVapi);
}
