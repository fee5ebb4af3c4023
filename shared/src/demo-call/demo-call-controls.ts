import type { DemoCallEngine, LiveDemoCallConfig } from '../contracts/demo-call-engine';
import type { DemoCallConfig } from '../site-config/site-config';
// Through the package name, not a relative path: only that import is the shared singleton store.
import { toast } from '@callvera/shared/toast';
import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import { DEMO_CALL_NOT_LOADED, MUTE_FAILED } from './demo-call-copy';
import { hasDemoCallConsent, rememberDemoCallConsent } from './demo-call-consent';
import { callEnded, callRequested, consentAsked, demoCallStore } from './demo-call-store';
import { unavailableDemoCallEngine } from './unavailable-demo-call-engine';

/** How to fetch the live engine: the shell loads the demo_call remote, the workbench its own chunk. */
export type DemoCallEngineLoader = (config: LiveDemoCallConfig) => Promise<DemoCallEngine>;

let loadEngine: (() => Promise<DemoCallEngine>) | null = null;
let engine: Promise<DemoCallEngine> | null = null;
let readyEngine: DemoCallEngine | null = null;
/** Only a call that can open the microphone asks for consent. */
let asksConsent = false;

/**
 * Says where demo calls come from; nothing is fetched until a visitor shows
 * intent. With live demos switched off in the config, presses explain that at
 * once and nothing is ever fetched.
 */
export function provideDemoCallEngine(config: DemoCallConfig, load: DemoCallEngineLoader) {
  readyEngine?.stop();
  if (config.available) {
    loadEngine = () => load(config);
    engine = null;
    readyEngine = null;
    asksConsent = true;
  } else {
    const fallback = unavailableDemoCallEngine(config.reason);
    loadEngine = async () => fallback;
    engine = Promise.resolve(fallback);
    readyEngine = fallback;
    asksConsent = false;
  }
}

function getEngine(): Promise<DemoCallEngine> {
  if (!loadEngine) return Promise.reject(new Error('No demo-call engine is provided'));
  engine ??= loadEngine().then(
    (loaded) => (readyEngine = loaded),
    (error: unknown) => {
      engine = null; // let the next press try again
      throw error;
    },
  );
  return engine;
}

/** Warms the engine and its call library on hover, focus or scroll into view. Failures wait for a real press. */
export function prefetchDemoCallEngine() {
  getEngine()
    .then((ready) => ready.prefetch?.())
    .catch(() => undefined);
}

async function startDemoCall(agent: DemoAgentKey) {
  const requestedAt = Date.now();
  if (readyEngine) {
    readyEngine.start(agent, requestedAt);
    return;
  }
  callRequested(agent, requestedAt);
  const isThisPress = () => {
    const now = demoCallStore.getState();
    return now.phase === 'loading' && now.requestedAt === requestedAt && now.activeAgent === agent;
  };
  let ready: DemoCallEngine;
  try {
    ready = await getEngine();
  } catch {
    if (isThisPress()) callEnded();
    toast({ variant: 'destructive', ...DEMO_CALL_NOT_LOADED });
    return;
  }
  // Only the latest press acts; an earlier one, or a cancelled one, does nothing.
  if (isThisPress()) ready.start(agent, requestedAt);
}

/**
 * What a card's listen/stop button calls: stops this agent's call, or starts
 * one (ending any other). The first press of a visitor asks for consent first.
 */
export async function toggleDemoCall(agent: DemoAgentKey) {
  const { activeAgent, phase } = demoCallStore.getState();
  if (activeAgent === agent && phase === 'consent') return;
  if (activeAgent === agent && (phase === 'loading' || phase === 'connecting' || phase === 'live')) {
    stopDemoCall();
    return;
  }
  if (asksConsent && !hasDemoCallConsent()) {
    stopDemoCall();
    consentAsked(agent);
    return;
  }
  await startDemoCall(agent);
}

/** The visitor agreed on the card: remember it, and start the call they asked for. */
export async function continueDemoCall() {
  const { activeAgent, phase } = demoCallStore.getState();
  if (phase !== 'consent' || !activeAgent) return;
  rememberDemoCallConsent();
  await startDemoCall(activeAgent);
}

/** The visitor said no on the card: nothing starts. */
export function declineDemoCall() {
  if (demoCallStore.getState().phase === 'consent') callEnded();
}

/** Ends the running call, if any, from a card or the call bar. */
export function stopDemoCall() {
  const { phase } = demoCallStore.getState();
  if (phase === 'consent' || phase === 'loading') callEnded();
  readyEngine?.stop();
}

/** Mutes or unmutes the visitor's microphone; a refusal is shown, never thrown. */
export function setDemoCallMuted(muted: boolean) {
  try {
    if (!readyEngine) throw new Error(MUTE_FAILED.description);
    readyEngine.setMuted(muted);
  } catch {
    toast({ variant: 'destructive', ...MUTE_FAILED });
  }
}
