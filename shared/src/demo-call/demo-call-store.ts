import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
// Through the package name, not a relative path: only that import is the shared singleton store.
import { toast } from '@callvera/shared/toast';
import type { DemoAgentKey } from './demo-agent-keys';

export { DEMO_AGENT_KEYS, type DemoAgentKey } from './demo-agent-keys';

/**
 * idle: no call. loading: the call engine is being fetched for the active card.
 * connecting: the engine is starting a call. live: the agent is on the line.
 */
export type DemoCallPhase = 'idle' | 'loading' | 'connecting' | 'live';

/**
 * A press must end in a live call or a clear message within this time (the
 * issue allows 15 s at most; the SDK alone would wait 66 s). It counts from the
 * press, so fetching the engine is part of it.
 */
export const DEMO_CALL_CONNECT_TIMEOUT_MS = 12_000;

export interface DemoCallState {
  activeAgent: DemoAgentKey | null;
  phase: DemoCallPhase;
  /** Epoch ms when the call went live, for the elapsed-time display. */
  liveSince: number | null;
  agentSpeaking: boolean;
  /** Agent voice level from 0 to 1. */
  volume: number;
  /** Epoch ms of the press that began the current call; the connect time-out counts from it. */
  requestedAt: number | null;
}

export const idleDemoCall: DemoCallState = {
  activeAgent: null,
  phase: 'idle',
  liveSince: null,
  agentSpeaking: false,
  volume: 0,
  requestedAt: null,
};

/** The one store for the active demo call, shared as a singleton by the shell and every remote. */
export const demoCallStore = createStore<DemoCallState>()(() => idleDemoCall);

export function useDemoCall<T>(selector: (state: DemoCallState) => T): T {
  return useStore(demoCallStore, selector);
}

/** What the demo-call remote provides. Cards never talk to it directly, only through the functions below. */
export interface DemoCallEngine {
  /** Starts a call with this agent, stops it if it is the active one, or switches to it. */
  toggle(agent: DemoAgentKey): void;
  /** Stops whatever call is running. */
  stop(): void;
  /** Fetches the call library ahead of a press, when the visitor shows intent. */
  prefetch?(): void;
}

type EngineLoader = () => Promise<DemoCallEngine>;
let loadEngine: EngineLoader | null = null;
let engine: Promise<DemoCallEngine> | null = null;
let readyEngine: DemoCallEngine | null = null;

/** The shell registers how to fetch the engine; nothing is fetched until a visitor shows intent. */
export function provideDemoCallEngine(loader: EngineLoader) {
  readyEngine?.stop();
  loadEngine = loader;
  engine = null;
  readyEngine = null;
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

/** What a card's listen/stop button calls. */
export async function toggleDemoCall(agent: DemoAgentKey) {
  if (readyEngine) {
    readyEngine.toggle(agent);
    return;
  }
  const state = demoCallStore.getState();
  if (state.phase === 'loading' && state.activeAgent === agent) {
    demoCallStore.setState(idleDemoCall); // pressed again while loading: cancel
    return;
  }
  demoCallStore.setState({ ...idleDemoCall, activeAgent: agent, phase: 'loading', requestedAt: Date.now() });
  let ready: DemoCallEngine;
  try {
    ready = await getEngine();
  } catch {
    if (demoCallStore.getState().activeAgent === agent) demoCallStore.setState(idleDemoCall);
    toast({
      variant: 'destructive',
      title: 'Live demo unavailable',
      description: 'The demo call service could not be loaded. Please check your connection and try again.',
    });
    return;
  }
  const now = demoCallStore.getState();
  // Only the latest press acts; an earlier one, or a cancelled one, does nothing.
  if (now.phase !== 'loading' || now.activeAgent !== agent) return;
  // The engine has no call yet, so this starts one; it keeps requestedAt so the time-out counts from the press.
  ready.toggle(agent);
}

/** Stops the running call, if any: for a page that hides its demo cards (route change, unmount). */
export function stopDemoCall() {
  if (readyEngine) readyEngine.stop();
  else if (demoCallStore.getState().phase === 'loading') demoCallStore.setState(idleDemoCall);
}

/** What a press says when the site config has no usable Vapi settings. */
export const LIVE_DEMOS_UNAVAILABLE = {
  title: 'Live demos are unavailable',
  description: "Live demo calls aren't set up on this site right now. Please try again later.",
} as const;

/**
 * The engine for a site whose config switches live demos off: every press
 * explains it, nothing is fetched, and the deployer finds the reason in the console.
 */
export function unavailableDemoCallEngine(reason: string): DemoCallEngine {
  let reasonLogged = false;
  return {
    toggle() {
      demoCallStore.setState(idleDemoCall);
      if (!reasonLogged) console.warn(`Live demo calls are off: ${reason}`);
      reasonLogged = true;
      toast({ variant: 'destructive', ...LIVE_DEMOS_UNAVAILABLE });
    },
    stop: () => demoCallStore.setState(idleDemoCall),
  };
}

/** For tests and page exits. */
export function resetDemoCall() {
  demoCallStore.setState(idleDemoCall);
}
