import type { DemoCallEngine, LiveDemoCallConfig } from '../contracts/demo-call-engine';
import type { DemoCallConfig } from '../site-config/site-config';
// Through the package name, not a relative path: only that import is the shared singleton store.
import { toast } from '@callvera/shared/toast';
import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import { DEMO_CALL_NOT_LOADED, MUTE_FAILED, SAMPLE_NOT_LOADED } from './demo-call-copy';
import { hasDemoCallConsent, rememberDemoCallConsent } from './demo-call-consent';
import { callEnded, callRequested, consentAsked, demoCallStore, liveCallRefused, type DemoCallState } from './demo-call-store';
import { unavailableDemoCallEngine } from './unavailable-demo-call-engine';
import { loadedOnIntent, type LoadedOnIntent } from '../lazy/loaded-on-intent';

/** How to fetch the live engine: the shell loads the demo_call remote, the workbench its own chunk. */
export type DemoCallEngineLoader = (config: LiveDemoCallConfig) => Promise<DemoCallEngine>;

const engine = loadedOnIntent<DemoCallEngine>('demo-call engine');
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

const samplePlayer = loadedOnIntent<DemoSamplePlayer>('sample player');

/** Says where the sample player comes from (the shell's chunk of it); nothing is fetched until a visitor shows intent. */
export function provideDemoSamplePlayer(load: () => Promise<DemoSamplePlayer>) {
  samplePlayer.ready?.stop();
  samplePlayer.provide(load);
}

/**
 * Says where demo calls come from; nothing is fetched until a visitor shows
 * intent. With live demos switched off in the config, presses explain that at
 * once and nothing is ever fetched.
 */
export function provideDemoCallEngine(config: DemoCallConfig, load: DemoCallEngineLoader) {
  engine.ready?.stop();
  if (config.available) engine.provide(() => load(config));
  else engine.provideReady(unavailableDemoCallEngine(config.reason));
  asksConsent = config.available;
}

/**
 * Warms the engine and its call library on hover, focus or scroll into view. Failures wait for a real press:
 * after one, warming fetches nothing (the card's refusal moving focus onto the cards warms them at once).
 */
export function prefetchDemoCallEngine() {
  engine
    .warm()
    .then((ready) => ready.prefetch?.())
    .catch(() => undefined);
  samplePlayer
    .warm()
    .then((ready) => ready.prefetch())
    .catch(() => undefined);
}

/**
 * Starts the call (or sample) a press asked for: at once when its part is here; else the card shows it
 * loading, and it starts once the part arrives, only if this press is still the latest (an earlier press, or
 * a cancelled one, does nothing). A part that can't come ends the wait, and the visitor is told why.
 */
async function startWhenHere(part: LoadedOnIntent<DemoCallEngine | DemoSamplePlayer>, agent: DemoAgentKey, kind: DemoCallState['kind']) {
  const requestedAt = Date.now();
  if (part.ready) {
    part.ready.start(agent, requestedAt);
    return;
  }
  callRequested(agent, requestedAt, kind);
  const isThisPress = () => {
    const now = demoCallStore.getState();
    return now.phase === 'loading' && now.requestedAt === requestedAt && now.activeAgent === agent;
  };
  const notLoaded = kind === 'live' ? DEMO_CALL_NOT_LOADED : SAMPLE_NOT_LOADED;
  let ready: DemoCallEngine | DemoSamplePlayer;
  try {
    ready = await part.get();
  } catch {
    if (isThisPress()) {
      callEnded();
      // The card says why, and offers the agent's sample instead.
      if (kind === 'live') liveCallRefused({ agent, ...notLoaded });
    }
    toast({ variant: 'destructive', ...notLoaded });
    return;
  }
  if (isThisPress()) ready.start(agent, requestedAt);
}

async function startDemoCall(agent: DemoAgentKey) {
  samplePlayer.ready?.stop();
  await startWhenHere(engine, agent, 'live');
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
  stopDemoCall();
  await startWhenHere(samplePlayer, agent, 'sample');
}

/** Ends the running call or sample, if any, from a card or the call bar. */
export function stopDemoCall() {
  const { phase } = demoCallStore.getState();
  if (phase === 'consent' || phase === 'loading') callEnded();
  engine.ready?.stop();
  samplePlayer.ready?.stop();
}

/** The visitor's press on Start sound: the call or sample the browser kept silent plays its sound now. */
export function startDemoCallSound() {
  if (demoCallStore.getState().kind === 'sample') samplePlayer.ready?.resume();
  else engine.ready?.startSound?.();
}

export function pauseDemoSample() {
  samplePlayer.ready?.pause();
}

export function resumeDemoSample() {
  samplePlayer.ready?.resume();
}

export function seekDemoSample(seconds: number) {
  samplePlayer.ready?.seek(seconds);
}

/** Mutes or unmutes the visitor's microphone; a refusal is shown, never thrown. */
export function setDemoCallMuted(muted: boolean) {
  try {
    if (!engine.ready) throw new Error(MUTE_FAILED.description);
    engine.ready.setMuted(muted);
  } catch {
    toast({ variant: 'destructive', ...MUTE_FAILED });
  }
}
