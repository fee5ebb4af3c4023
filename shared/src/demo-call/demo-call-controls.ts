import type { DemoCallEngine, LiveDemoCallConfig } from '../contracts/demo-call-engine';
import type { DemoCallConfig } from '../site-config/site-config';
// Through the package name, not a relative path: only that import is the shared singleton store.
import { toast } from '@callvera/shared/toast';
import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import { DEMO_CALL_NOT_LOADED, MUTE_FAILED, SAMPLE_NOT_LOADED } from './demo-call-copy';
import { hasDemoCallConsent, rememberDemoCallConsent } from './demo-call-consent';
import { callEnded, callRequested, consentAsked, demoCallStore, liveCallRefused } from './demo-call-store';
import { unavailableDemoCallEngine } from './unavailable-demo-call-engine';

/** How to fetch the live engine: the shell loads the demo_call remote, the workbench its own chunk. */
export type DemoCallEngineLoader = (config: LiveDemoCallConfig) => Promise<DemoCallEngine>;

let loadEngine: (() => Promise<DemoCallEngine>) | null = null;
let engine: Promise<DemoCallEngine> | null = null;
let readyEngine: DemoCallEngine | null = null;
/** Only a call that can open the microphone asks for consent. */
let asksConsent = false;

/** What plays a sample call's recording in the page: fetched on intent, like the engine. */
export interface DemoSamplePlayer {
  /** Fetches and checks the agent's sample, then plays it, ending any other call or sample first. */
  start(agent: DemoAgentKey, requestedAt: number): void;
  stop(): void;
  pause(): void;
  /** Plays on from where it is; from a press, so the browser lets it make sound. */
  resume(): void;
  seek(seconds: number): void;
  /** Reads the deployed sample list, so cards whose sample is missing hide their button. */
  prefetch(): void;
}

let loadSamplePlayer: (() => Promise<DemoSamplePlayer>) | null = null;
let samplePlayer: Promise<DemoSamplePlayer> | null = null;
let readySamplePlayer: DemoSamplePlayer | null = null;

/** Says where the sample player comes from (the shell's chunk of it); nothing is fetched until a visitor shows intent. */
export function provideDemoSamplePlayer(load: () => Promise<DemoSamplePlayer>) {
  readySamplePlayer?.stop();
  loadSamplePlayer = load;
  samplePlayer = null;
  readySamplePlayer = null;
}

function getSamplePlayer(): Promise<DemoSamplePlayer> {
  if (!loadSamplePlayer) return Promise.reject(new Error('No sample player is provided'));
  samplePlayer ??= loadSamplePlayer().then(
    (loaded) => (readySamplePlayer = loaded),
    (error: unknown) => {
      samplePlayer = null; // the next press asks the network again
      throw error;
    },
  );
  return samplePlayer;
}

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
  getSamplePlayer()
    .then((ready) => ready.prefetch())
    .catch(() => undefined);
}

async function startDemoCall(agent: DemoAgentKey) {
  const requestedAt = Date.now();
  readySamplePlayer?.stop();
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
    if (isThisPress()) {
      callEnded();
      liveCallRefused({ agent, ...DEMO_CALL_NOT_LOADED });
    }
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
  const { activeAgent, phase, kind } = demoCallStore.getState();
  if (activeAgent === agent && phase === 'consent') return;
  if (activeAgent === agent && kind === 'live' && (phase === 'loading' || phase === 'connecting' || phase === 'live')) {
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

/**
 * What a card's sample button calls: stops this agent's sample, or plays it (ending any call or other
 * sample). A sample opens no microphone and reaches no call service, so it asks no consent.
 */
export async function toggleDemoSample(agent: DemoAgentKey) {
  const { activeAgent, phase, kind } = demoCallStore.getState();
  if (activeAgent === agent && kind === 'sample' && phase !== 'idle') {
    stopDemoCall();
    return;
  }
  const requestedAt = Date.now();
  stopDemoCall();
  if (readySamplePlayer) {
    readySamplePlayer.start(agent, requestedAt);
    return;
  }
  callRequested(agent, requestedAt, 'sample');
  let ready: DemoSamplePlayer;
  try {
    ready = await getSamplePlayer();
  } catch {
    const now = demoCallStore.getState();
    if (now.phase === 'loading' && now.requestedAt === requestedAt) callEnded();
    toast({ variant: 'destructive', ...SAMPLE_NOT_LOADED });
    return;
  }
  const now = demoCallStore.getState();
  // Only the latest press acts; an earlier one, or a cancelled one, does nothing.
  if (now.phase === 'loading' && now.requestedAt === requestedAt && now.activeAgent === agent) ready.start(agent, requestedAt);
}

/** Ends the running call or sample, if any, from a card or the call bar. */
export function stopDemoCall() {
  const { phase } = demoCallStore.getState();
  if (phase === 'consent' || phase === 'loading') callEnded();
  readyEngine?.stop();
  readySamplePlayer?.stop();
}

/** The visitor's press on Start sound: the call or sample the browser kept silent plays its sound now. */
export function startDemoCallSound() {
  if (demoCallStore.getState().kind === 'sample') readySamplePlayer?.resume();
  else readyEngine?.startSound?.();
}

export function pauseDemoSample() {
  readySamplePlayer?.pause();
}

export function resumeDemoSample() {
  readySamplePlayer?.resume();
}

export function seekDemoSample(seconds: number) {
  readySamplePlayer?.seek(seconds);
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
