/**
 * `@callvera/shared/demo-call`: everything about the active demo call that the
 * shell and the remotes share, loaded once per page as a federation singleton.
 * Cards and the call bar read the store and call the controls; the engine
 * reports through the store's transitions.
 */
// The keys themselves are in @callvera/shared/demo-agents: a value here would be a file of its own beside this singleton's.
export type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
export {
  demoCallStore,
  idleDemoCall,
  useDemoCall,
  consentAsked,
  callRequested,
  callConnecting,
  callLive,
  callEnding,
  callEnded,
  callHungUp,
  agentSpeechChanged,
  agentVolumeChanged,
  muteChanged,
  captionHeard,
  liveCallRefused,
  soundBlockedChanged,
  type CaptionLine,
  type LiveCallRefusal,
  type SampleCue,
  type SamplePlayback,
  type SampleStatus,
  type CaptionSpeaker,
  type DemoCallPhase,
  type DemoCallState,
} from './demo-call-store';
export {
  provideDemoCallEngine,
  prefetchDemoCallEngine,
  toggleDemoCall,
  continueDemoCall,
  declineDemoCall,
  stopDemoCall,
  setDemoCallMuted,
  toggleDemoSample,
  provideDemoSamplePlayer,
  startDemoCallSound,
  pauseDemoSample,
  resumeDemoSample,
  seekDemoSample,
  type DemoCallEngineLoader,
  type DemoSamplePlayer,
} from './demo-call-controls';
export { rememberDemoCallConsent } from './demo-call-consent';
export type { CallReceipt, ReceiptLine, TurnTiming, UnmeasuredTurn } from './call-receipt';
export { LIVE_DEMOS_UNAVAILABLE, DEMO_CALL_NOT_LOADED, MUTE_FAILED, SAMPLE_NOT_LOADED } from './demo-call-copy';
export { DEMO_CALL_CONNECT_TIMEOUT_MS, type DemoCallEngine, type LiveDemoCallConfig } from '../contracts/demo-call-engine';
