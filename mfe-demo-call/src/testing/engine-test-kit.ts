import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents';
import { demoCallStore, provideDemoCallEngine, rememberDemoCallConsent, type DemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { toastStore, type Toast } from '@callvera/shared/toast';
import { createDemoCallEngine } from '../demo-call-engine';
import FakeVapi from './fake-vapi';

/** A config as the site would parse it: a public key (UUID), an API host and one assistant per card. */
export const LIVE_CONFIG: Extract<DemoCallConfig, { available: true }> = {
  available: true,
  publicKey: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
  apiBaseUrl: 'https://vapi.example.test',
  assistantIds: Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, `assistant-${key}`])) as Record<
    (typeof DEMO_AGENT_KEYS)[number],
    string
  >,
};

/** Every toast raised while a test runs, oldest first (the viewport shows only the newest). */
export function recordToasts(): Toast[] {
  const seen: Toast[] = [];
  const unsubscribe = toastStore.subscribe(({ toasts }) => {
    const newest = toasts[0];
    if (newest && !seen.some((t) => t.id === newest.id)) seen.push(newest);
  });
  cleanups.push(unsubscribe);
  return seen;
}

const cleanups: (() => void)[] = [];

/** Stops every engine and recorder a test made, so nothing leaks into the next test. */
export function cleanUpEngines() {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  FakeVapi.instances.forEach((call) => call.removeAllListeners());
}

/** Titles and descriptions only, as a visitor reads them. */
export const words = (toasts: Toast[]) => toasts.map(({ title, description }) => `${title}: ${description}`);

/** Calls that were started and not stopped: never more than one may exist. */
export const openCalls = () => FakeVapi.instances.filter((call) => call.startCalls.length > 0 && call.stopCalls === 0);

export const callState = () => demoCallStore.getState();

/** Lets the fake SDK's timers and promises run. */
export const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/**
 * Sets up the engine the way the shell does: provided to the shared store,
 * reached through toggleDemoCall, by a visitor who already agreed to demo calls.
 */
export function provideFakeEngine(config: DemoCallConfig = LIVE_CONFIG): DemoCallEngine | null {
  rememberDemoCallConsent();
  if (!config.available) {
    provideDemoCallEngine(config, () => Promise.reject(new Error('never fetched')));
    return null;
  }
  const engine = createDemoCallEngine(config);
  provideDemoCallEngine(config, async () => engine);
  cleanups.push(() => engine.stop());
  return engine;
}
