import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { DemoCallConfig } from '../site-config/site-config';

/** The site config of a site whose live demos are switched on. */
export type LiveDemoCallConfig = Extract<DemoCallConfig, { available: true }>;

/**
 * What the demo-call remote provides. Cards and the call bar never talk to it:
 * they call the functions of `@callvera/shared/demo-call`, which hand presses to
 * it, and it reports back only through the store's transitions.
 */
export interface DemoCallEngine {
  /**
   * Starts a call with this agent, ending any other call first.
   * `requestedAt` is the epoch ms of the press: the connect time-out counts from it.
   */
  start(agent: DemoAgentKey, requestedAt: number): void;
  /** Ends whatever call is running or connecting. */
  stop(): void;
  /** Mutes or unmutes the visitor's microphone. Throws when there is no call to mute. */
  setMuted(muted: boolean): void;
  /** Fetches the call library ahead of a press, when the visitor shows intent. */
  prefetch?(): void;
  /** Plays the agent's voice the browser refused to play without a press; called from the visitor's press. */
  startSound?(): void;
}

/**
 * A press must end in a live call or a clear message within this time (the SDK
 * alone would wait 66 s). It counts from the press, so fetching the engine is part of it.
 */
export const DEMO_CALL_CONNECT_TIMEOUT_MS = 12_000;

/** The demo-call remote exposes this module; it has no route. */
export const DEMO_CALL_ENGINE_MODULE = 'demo_call/DemoCallEngine';

/** What the demo-call remote's DemoCallEngine module exports. */
export interface DemoCallEngineModule {
  createDemoCallEngine(config: LiveDemoCallConfig): DemoCallEngine;
}
