/**
 * The part of @vapi-ai/web the engine relies on. Keeping it this small lets the
 * Jest fake stay faithful, and the type check below catches an SDK that drifts.
 */
export interface VapiCall {
  on(event: 'call-start' | 'call-end' | 'speech-start' | 'speech-end', listener: () => void): unknown;
  on(event: 'volume-level', listener: (volume: number) => void): unknown;
  on(event: 'error' | 'camera-error' | 'call-start-progress' | 'message', listener: (payload: unknown) => void): unknown;
  start(assistantId: string): Promise<unknown>;
  stop(): Promise<void>;
  /** Throws "Call object is not available." while there is no Daily call object. */
  setMuted(muted: boolean): void;
  /** Daily's call object, to reach the agent's audio track; null before the call is created. */
  getDailyCallObject(): DailyCallObject | null | undefined;
}

/** What the engine reads of Daily's call object: who is on the call, and their tracks. */
export interface DailyCallObject {
  participants(): Record<
    string,
    { session_id: string; user_name?: string; tracks?: { audio?: { persistentTrack?: MediaStreamTrack | null } } }
  >;
}

/** Only these Daily options are passed; avoidEval lets the site's CSP forbid eval. */
export interface DailyCallConfig {
  avoidEval: true;
}

export type VapiConstructor = new (publicKey: string, apiBaseUrl?: string, dailyCallConfig?: DailyCallConfig) => VapiCall;

/** How the engine gets the SDK: lazily in the site, a fake in tests. */
export type VapiLoader = () => Promise<VapiConstructor>;

/** The only place @vapi-ai/web is imported: a separate chunk, fetched on the first press or on intent. */
export const loadVapiSdk: VapiLoader = () =>
  import(/* webpackChunkName: "vapi-sdk" */ '@vapi-ai/web').then((sdk) => sdk.default satisfies VapiConstructor);
