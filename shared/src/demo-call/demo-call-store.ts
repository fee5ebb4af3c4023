import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { CallReceipt } from './call-receipt';
import type { SampleCue } from '../demo-samples/web-vtt.js';
import type { SampleFailure } from '../demo-samples/sample-error.js';

export type { SampleCue };

/**
 * idle: no call. consent: the visitor is reading the consent line on a card.
 * loading: the call engine is being fetched. connecting: the engine is starting
 * a call. live: the agent is on the line. ending: the call is being hung up.
 */
export type DemoCallPhase = 'idle' | 'consent' | 'loading' | 'connecting' | 'live' | 'ending';

/** Who said a caption line. */
export type CaptionSpeaker = 'agent' | 'you';

export interface CaptionLine {
  id: number;
  speaker: CaptionSpeaker;
  text: string;
  /** False while the speech recogniser may still change the words. */
  final: boolean;
  /** Epoch ms when the line was first heard. */
  heardAt: number;
}

/** A sample call in the call bar: its recording's words and where playback is. */
export interface SamplePlayback {
  cues: readonly SampleCue[];
  durationSeconds: number;
  positionSeconds: number;
  paused: boolean;
  /** Made on the machine from the agent's script, not recorded from a real call. */
  synthesized: boolean;
}

/** How an agent's deployed sample was made, or why it cannot be played (it then has no button). */
export type SampleStatus = 'synthesized' | 'recorded' | SampleFailure;

/** Why a live call could not start, shown on the agent's card with its sample offered. */
export interface LiveCallRefusal {
  agent: DemoAgentKey;
  title: string;
  description: string;
}

export interface DemoCallState {
  activeAgent: DemoAgentKey | null;
  /** A live call with an agent, or a sample call's recording played back. */
  kind: 'live' | 'sample';
  phase: DemoCallPhase;
  /** Epoch ms of the press that began the current call; the connect time-out counts from it. */
  requestedAt: number | null;
  /** Epoch ms when the call went live, for the elapsed-time display. */
  liveSince: number | null;
  agentSpeaking: boolean;
  /** Agent voice level from 0 to 1. */
  volume: number;
  /** The visitor's microphone is muted on the call. */
  muted: boolean;
  /** What was said on this call, oldest first; gone when the call ends (its final lines go into the receipt). */
  captions: CaptionLine[];
  /** The last live call's receipt: for the visit, until dismissed or another call starts. */
  receipt: CallReceipt | null;
  /** A demo card is showing the receipt, so the call bar need not. */
  receiptOnCard: boolean;
  /** The receipt's arrival was announced: moving between the card and the bar announces nothing again. */
  receiptAnnounced: boolean;
  /** The browser refused to play the call's sound without a fresh press: the bar offers one button to start it. */
  soundBlocked: boolean;
  /** The sample call playing, while `kind` is 'sample' and the phase is live. */
  sample: SamplePlayback | null;
  /** What the page learnt of each agent's sample (how it was made, or why it can't play): unknown until read. */
  samples: Partial<Record<DemoAgentKey, SampleStatus>>;
  /** What each agent's recorded sample says, from its captions, once read: a card's transcript shows these words. */
  sampleWords: Partial<Record<DemoAgentKey, readonly SampleCue[]>>;
  /** The last press on Listen could not start a live call: its card says why and offers the sample. */
  liveRefusal: LiveCallRefusal | null;
}

export const idleDemoCall: DemoCallState = {
  activeAgent: null,
  kind: 'live',
  phase: 'idle',
  requestedAt: null,
  liveSince: null,
  agentSpeaking: false,
  volume: 0,
  muted: false,
  captions: [],
  receipt: null,
  receiptOnCard: false,
  receiptAnnounced: false,
  soundBlocked: false,
  sample: null,
  samples: {},
  sampleWords: {},
  liveRefusal: null,
};

/** The one store for the active demo call, shared as a singleton by the shell and every remote. */
export const demoCallStore = createStore<DemoCallState>()(() => idleDemoCall);

export function useDemoCall<T>(selector: (state: DemoCallState) => T): T {
  return useStore(demoCallStore, selector);
}

// The transitions below are the only writers of the store, with the receipt's (receipt-transitions.ts): only
// code that comes with a call imports those, so they are no part of a first load.

const set = demoCallStore.setState;
const get = demoCallStore.getState;

/** A first press before the visitor agreed to the call: the card shows the consent line. */
/** A new call's state, keeping what the page learnt of the samples. */
const freshCall = (): DemoCallState => ({ ...idleDemoCall, samples: get().samples, sampleWords: get().sampleWords });

export function consentAsked(agent: DemoAgentKey) {
  set({ ...freshCall(), activeAgent: agent, phase: 'consent' });
}

/** A press while the engine (or, for a sample, the player) is still being fetched. */
export function callRequested(agent: DemoAgentKey, requestedAt: number, kind: DemoCallState['kind'] = 'live') {
  set({ ...freshCall(), activeAgent: agent, kind, phase: 'loading', requestedAt });
}

/** The engine is starting a call for this press. */
export function callConnecting(agent: DemoAgentKey, requestedAt: number) {
  set({ ...freshCall(), activeAgent: agent, phase: 'connecting', requestedAt });
}

/** The agent is listening. */
export function callLive(liveSince: number) {
  if (get().phase === 'connecting') set({ phase: 'live', liveSince });
}

/** The visitor hung up; the call is being torn down. */
export function callEnding() {
  const { phase } = get();
  if (phase === 'connecting' || phase === 'live') set({ phase: 'ending', agentSpeaking: false, volume: 0 });
}

/** Idle again, keeping the last call's receipt: a failed or declined press is not another call. */
const idleKeepingReceipt = (): DemoCallState => {
  const { receipt, receiptOnCard, receiptAnnounced } = get();
  return { ...freshCall(), receipt, receiptOnCard, receiptAnnounced };
};

/** No call any more: ended, failed, cancelled or declined. Captions go with it. */
export function callEnded() {
  set(idleKeepingReceipt());
}

/** Ends only a call that is being hung up: a newer press that started since keeps its state. */
export function callHungUp() {
  if (get().phase === 'ending') set(idleKeepingReceipt());
}

/** A press on Listen ended without a call: the card names what happened and offers the agent's sample. */
export function liveCallRefused(refusal: LiveCallRefusal) {
  if (get().phase === 'idle') set({ liveRefusal: refusal });
}

/** The browser refused the call's sound until a press (true), or plays it now (false). */
export function soundBlockedChanged(soundBlocked: boolean) {
  if (get().phase === 'live') set({ soundBlocked });
}

export function agentSpeechChanged(speaking: boolean) {
  if (get().phase === 'live') set(speaking ? { agentSpeaking: true } : { agentSpeaking: false, volume: 0 });
}

export function agentVolumeChanged(volume: number) {
  if (get().phase === 'live') set({ volume: Math.min(1, Math.max(0, volume)) });
}

export function muteChanged(muted: boolean) {
  const { phase } = get();
  if (phase === 'connecting' || phase === 'live') set({ muted });
}

let nextCaptionId = 0;

/**
 * A transcript line: a partial one replaces the speaker's previous partial,
 * a final one replaces it for good; anything else goes at the bottom.
 */
export function captionHeard(speaker: CaptionSpeaker, text: string, final: boolean, heardAt = Date.now()) {
  if (get().phase !== 'live' || !text.trim()) return;
  const captions = get().captions;
  const open = captions.findLastIndex((line) => line.speaker === speaker && !line.final);
  if (open === -1) {
    set({ captions: [...captions, { id: ++nextCaptionId, speaker, text, final, heardAt }] });
  } else {
    set({ captions: captions.map((line, i) => (i === open ? { ...line, text, final } : line)) });
  }
}
