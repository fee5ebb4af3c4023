import {
  DEMO_CALL_CONNECT_TIMEOUT_MS,
  callConnecting,
  callEnded,
  callEnding,
  callHungUp,
  callLive,
  demoCallStore,
  liveCallRefused,
  muteChanged,
  soundBlockedChanged,
  toggleDemoCall,
  type DemoAgentKey,
  type DemoCallEngine,
  type LiveDemoCallConfig,
} from '@callvera/shared/demo-call';
import { receiptIssued } from '@callvera/shared/call-receipt-state';
import { toast } from '@callvera/shared/toast';
import type { CallAttempt } from './call-attempt';
import { startCallRecord } from './call-record';
import { CALL_ENDED, CALL_FAILURES, CALL_STARTED, SOUND_NOT_STARTED, type CallMessage } from './call-messages';
import { listenToCall } from './listen-to-call';
import { playAgentSound } from './agent-sound';
import { watchMicrophonePermission } from './microphone-permission';
import { requireAssistantId, startAssistantCall } from './start-assistant-call';
import { loadVapiSdk, type VapiCall, type VapiConstructor, type VapiLoader } from './vapi-sdk';

// However long fetching the engine took, the call itself gets at least this long.
const MIN_CONNECT_WINDOW_MS = 2_000;
// Daily allows one call object per page: a switch waits this long at most for the previous one to go.
const PREVIOUS_CALL_RELEASE_MS = 3_000;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The demo-call engine around @vapi-ai/web: one call at a time, each press ends
 * live or with a clear message within the connect time-out, and every state
 * change goes to the shared store the cards read.
 */
export function createLiveDemoCallEngine(config: LiveDemoCallConfig, loadVapi: VapiLoader = loadVapiSdk): DemoCallEngine {
  let current: CallAttempt | null = null;
  let sdk: Promise<VapiConstructor> | null = null;
  let previousRelease: Promise<unknown> = Promise.resolve();

  const isCurrent = (attempt: CallAttempt) => current === attempt;

  function getSdk(): Promise<VapiConstructor> {
    sdk ??= loadVapi().catch((error: unknown) => {
      sdk = null; // the next press asks the network again
      throw error;
    });
    return sdk;
  }

  const stopsInFlight = new WeakMap<VapiCall, Promise<unknown>>();

  /** Hangs up a call, once at a time: a second stop while Daily is still leaving would only repeat it. */
  function stopCall(call: VapiCall) {
    if (stopsInFlight.has(call)) return;
    const stopping = call
      .stop()
      .catch(() => undefined)
      .finally(() => stopsInFlight.delete(call));
    stopsInFlight.set(call, stopping);
    previousRelease = stopping;
  }

  /** Retires an attempt: its timer, its call, and from now on its events. */
  function release(attempt: CallAttempt) {
    clearTimeout(attempt.timer);
    if (current === attempt) current = null;
    const { call } = attempt;
    if (!call) return;
    stopCall(call);
    // A start still waiting on the API creates its Daily call object after this stop: stop that one too.
    call.on('call-start-progress', (progress) => {
      const { stage, status } = (progress ?? {}) as { stage?: string; status?: string };
      if (stage === 'daily-call-object-creation' && status === 'completed') stopCall(call);
    });
  }

  /** The receipt of a call that went live, from what it noted and the captions shown (read before they go). */
  function receiptOf(attempt: CallAttempt) {
    return attempt.live && attempt.record ? attempt.record.finish(demoCallStore.getState().captions) : null;
  }

  function end(attempt: CallAttempt) {
    const receipt = receiptOf(attempt);
    release(attempt);
    callEnding();
    // The bar reads "ending" until Daily has let go of the call (and the microphone); then the receipt shows.
    void settledWithin(previousRelease, PREVIOUS_CALL_RELEASE_MS).then(() => {
      callHungUp();
      if (receipt) receiptIssued(receipt);
    });
    // Only a call that really started is announced as ended.
    if (attempt.live) toast({ variant: 'default', ...CALL_ENDED });
  }

  function fail(attempt: CallAttempt, message: CallMessage, canRetry = true) {
    // A call that dropped after it went live still leaves its receipt.
    const receipt = receiptOf(attempt);
    release(attempt);
    callEnded();
    if (receipt) receiptIssued(receipt);
    const { agent } = attempt;
    // A call that never started: its card says why and offers the agent's sample instead.
    if (!attempt.live) liveCallRefused({ agent, ...message });
    toast({
      variant: 'destructive',
      ...message,
      action: canRetry
        ? {
            label: 'Try again',
            altText: 'Press Listen on the demo card again',
            onSelect: () => {
              if (demoCallStore.getState().phase === 'idle') void toggleDemoCall(agent);
            },
          }
        : undefined,
    });
  }

  function goLive(attempt: CallAttempt) {
    clearTimeout(attempt.timer);
    attempt.live = true;
    attempt.record = startCallRecord(attempt.agent);
    callLive(Date.now());
    if (attempt.soundBlocked) soundBlockedChanged(true);
    toast({ variant: 'success', ...CALL_STARTED });
    // A mute pressed while connecting is kept until the call can take it.
    if (attempt.muted) applyMute(attempt);
  }

  async function connect(attempt: CallAttempt, assistantId: string | undefined) {
    try {
      requireAssistantId(assistantId);
    } catch (error) {
      fail(attempt, { title: CALL_FAILURES.missingAssistant.title, description: (error as Error).message }, false);
      return;
    }
    let Vapi: VapiConstructor;
    try {
      Vapi = await getSdk();
    } catch {
      if (isCurrent(attempt)) fail(attempt, CALL_FAILURES.sdkNotLoaded);
      return;
    }
    await settledWithin(previousRelease, PREVIOUS_CALL_RELEASE_MS);
    if (!isCurrent(attempt)) return;
    // Only the public key: it is all the browser ever needs, and a private key must never ship to it.
    const call = new Vapi(config.publicKey, config.apiBaseUrl, { avoidEval: true });
    attempt.call = call;
    // Listeners go on before start(): without an `error` listener the SDK rejects and never cleans up.
    listenToCall(call, attempt, { isCurrent, goLive, end, fail });
    let joined: unknown;
    try {
      joined = await startAssistantCall(call, assistantId);
    } catch {
      if (isCurrent(attempt)) fail(attempt, CALL_FAILURES.connectionFailed);
      return;
    }
    if (!isCurrent(attempt)) {
      if (joined !== null) stopCall(call); // cancelled, yet it joined: hang it up
    } else if (joined === null) {
      fail(attempt, CALL_FAILURES.connectionFailed);
    }
  }

  function applyMute(attempt: CallAttempt) {
    try {
      attempt.call?.setMuted(attempt.muted);
    } catch {
      // The call object went away between the press and now: the call is ending anyway.
    }
  }

  function begin(agent: DemoAgentKey, requestedAt: number) {
    const attempt: CallAttempt = { agent, call: null, live: false, record: null, muted: false, timer: undefined, soundBlocked: false };
    current = attempt;
    callConnecting(agent, requestedAt);
    const connectWindow = Math.max(MIN_CONNECT_WINDOW_MS, DEMO_CALL_CONNECT_TIMEOUT_MS - (Date.now() - requestedAt));
    const microphone = watchMicrophonePermission();
    attempt.timer = setTimeout(() => {
      // The visitor may still be looking at the browser's microphone prompt: point at it too.
      fail(attempt, microphone() === 'prompt' ? CALL_FAILURES.timedOutMicrophoneUndecided : CALL_FAILURES.timedOut);
    }, connectWindow);
    void connect(attempt, config.assistantIds[agent]);
  }

  const engine: DemoCallEngine = {
    start(agent, requestedAt) {
      if (current) end(current);
      begin(agent, requestedAt);
    },
    stop() {
      if (current) end(current);
    },
    setMuted(muted) {
      const attempt = current;
      if (!attempt) throw new Error('Call object is not available.');
      if (attempt.live) attempt.call?.setMuted(muted);
      attempt.muted = muted;
      muteChanged(muted);
    },
    prefetch() {
      getSdk().catch(() => undefined);
    },
    startSound() {
      const attempt = current;
      if (!attempt?.call) return;
      playAgentSound(attempt.call).then(
        () => {
          if (!isCurrent(attempt)) return;
          attempt.soundBlocked = false;
          soundBlockedChanged(false);
        },
        () => toast({ variant: 'destructive', ...SOUND_NOT_STARTED }),
      );
    },
  };
  // Leaving the page hangs up, so no call keeps the microphone open behind a closed tab.
  window.addEventListener('pagehide', () => engine.stop());
  return engine;
}
