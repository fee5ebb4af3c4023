import { EventEmitter } from 'events';

/**
 * How a fake start behaves. Each mode emits the events, in the order and with the payloads, that the real
 * @vapi-ai/web (the version package.json pins, over its daily-js) emits in that case, so the engine is tested
 * against what the SDK does; an upgrade of the SDK means checking each mode again.
 * - success: the API answers, Daily joins, start() resolves, then `call-start` when the agent listens;
 * - fail: the call machine cannot load: error, progress failed, error, call-start-failed, error; resolves null;
 * - apiError: the API answers 401/500: call-start-failed, error (body as an object); resolves null;
 * - unreachable: fetch fails: call-start-failed, error ("Failed to fetch"); resolves null;
 * - hang: the call machine never answers: start() never settles;
 * - micDenied: Daily joins, `camera-error` (permissions) arrives, start() still resolves, the agent still listens.
 */
export type FakeStartMode = 'success' | 'fail' | 'apiError' | 'unreachable' | 'hang' | 'micDenied';

/** Milliseconds each step of a fake start takes. */
export const FAKE_TIMING = { api: 40, join: 60, answer: 100, callMachineRetries: 6_000 };

const now = () => new Date().toISOString();
const never = () => new Promise<never>(() => undefined);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A stand-in for @vapi-ai/web's default export: an event emitter that records what it is given. */
export default class FakeVapi extends EventEmitter {
  static instances: FakeVapi[] = [];
  /** Modes for the next instances, in order; when empty they use `defaultMode`. */
  static nextModes: FakeStartMode[] = [];
  static defaultMode: FakeStartMode = 'success';

  static reset() {
    FakeVapi.instances = [];
    FakeVapi.nextModes = [];
    FakeVapi.defaultMode = 'success';
  }

  readonly constructorArgs: unknown[];
  readonly mode: FakeStartMode;
  readonly startCalls: unknown[][] = [];
  stopCalls = 0;
  readonly mutedCalls: boolean[] = [];
  private started = false;
  /** 'loading' while Daily fetches its call machine, 'joined' after join resolves. */
  private callObject: null | 'loading' | 'joined' = null;

  constructor(...args: unknown[]) {
    super();
    this.constructorArgs = args;
    this.mode = FakeVapi.nextModes.shift() ?? FakeVapi.defaultMode;
    FakeVapi.instances.push(this);
  }

  private progress(stage: string, status: 'started' | 'completed' | 'failed') {
    this.emit('call-start-progress', { stage, status, timestamp: now() });
  }

  private failStart(error: Record<string, unknown>) {
    this.emit('call-start-failed', { stage: 'unknown', totalDuration: 1, error: String(error.message), timestamp: now(), context: {} });
    this.emit('error', { type: 'start-method-error', stage: 'unknown', error, timestamp: now(), context: {} });
    this.started = false;
    this.callObject = null;
    return null;
  }

  async start(assistant?: unknown, ...rest: unknown[]): Promise<object | null> {
    this.startCalls.push([assistant, ...rest]);
    if (!assistant && !rest[1] && !rest[2]) {
      this.emit('error', { type: 'validation-error', error: { message: 'Assistant or Squad or Workflow must be provided.' } });
      throw new Error('Assistant or Squad or Workflow must be provided.');
    }
    if (this.started) return null;
    this.started = true;
    this.progress('web-call-creation', 'started');
    await wait(FAKE_TIMING.api);
    if (this.mode === 'unreachable') return this.failStart({ message: 'Failed to fetch', name: 'TypeError' });
    if (this.mode === 'apiError') {
      const body = {
        statusCode: 401,
        message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key.',
        error: 'Unauthorized',
      };
      return this.failStart({ message: body, data: null, error: body });
    }
    this.progress('web-call-creation', 'completed');
    // Like the SDK, a stop() during the API step does not stop this: the call object is created anyway.
    this.callObject = 'loading';
    this.progress('daily-call-object-creation', 'completed');
    this.progress('daily-call-join', 'started');
    if (this.mode === 'hang') return never();
    if (this.mode === 'fail') {
      await wait(FAKE_TIMING.callMachineRetries);
      if (this.callObject !== 'loading') return never(); // destroyed meanwhile: Daily cancels the load, join never settles
      const dailyError = { type: 'connection-error', msg: 'Failed to load call object bundle.', details: { on: 'load' } };
      this.emit('error', {
        type: 'daily-error',
        error: { message: dailyError, errorMsg: 'Failed to load call object bundle.', error: dailyError },
        timestamp: now(),
      });
      this.progress('daily-call-join', 'failed');
      this.emit('error', {
        type: 'daily-call-join-error',
        stage: 'daily-call-join',
        error: { message: 'Failed to load call object bundle.' },
        timestamp: now(),
      });
      return this.failStart({ message: 'Failed to load call object bundle.' });
    }
    await wait(FAKE_TIMING.join);
    if (this.callObject !== 'loading') return never();
    if (this.mode === 'micDenied') {
      const cameraError = { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg: 'Permission denied' };
      this.emit('camera-error', {
        type: 'camera-error',
        error: {
          message: cameraError,
          action: 'camera-error',
          errorMsg: { errorMsg: 'Permission denied', audioOk: false },
          error: cameraError,
        },
        timestamp: now(),
      });
      if (this.callObject !== 'loading') return never(); // the listener hung up: join never settles
    }
    this.callObject = 'joined';
    this.progress('daily-call-join', 'completed');
    this.emit('call-start-success', { totalDuration: 100, callId: 'call-1', timestamp: now() });
    setTimeout(() => {
      if (this.callObject === 'joined') this.emit('call-start');
    }, FAKE_TIMING.answer);
    return { id: 'call-1', webCallUrl: 'https://vapi.daily.co/room' };
  }

  async stop(): Promise<void> {
    this.stopCalls += 1;
    this.started = false;
    const was = this.callObject;
    this.callObject = null;
    // Destroying Daily's call object emits left-meeting, hence call-end, even if the call never started.
    if (was === 'loading') this.emit('call-end');
    if (was === 'joined') await wait(0).then(() => this.emit('call-end'));
  }

  /** As the SDK does: Daily's setLocalAudio, which needs the call object. */
  setMuted(muted: boolean) {
    if (this.callObject === null) throw new Error('Call object is not available.');
    this.mutedCalls.push(muted);
  }

  // ---- What the agent and Daily do during a live call ----

  /** A transcript message as Vapi sends it; `type` is `transcript`, or the newer `transcript[transcriptType="final"]`. */
  says(role: 'assistant' | 'user', transcript: string, transcriptType: 'partial' | 'final', type = 'transcript') {
    this.emit('message', { type, role, transcriptType, transcript });
  }

  /** The service's `speech-update`: who started or stopped speaking. */
  speechUpdate(role: 'assistant' | 'user', status: 'started' | 'stopped') {
    this.emit('message', { type: 'speech-update', role, status, turn: 0 });
  }

  agentSpeaks(volume: number) {
    this.emit('volume-level', volume);
    this.emit('speech-start');
  }

  agentFallsSilent() {
    this.emit('volume-level', 0);
    this.emit('speech-end');
  }

  agentHangsUp() {
    this.callObject = null;
    this.started = false;
    this.emit('call-end');
    this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
  }

  connectionDrops() {
    this.emit('error', { type: 'daily-error', error: { message: { type: 'ejected', msg: 'Meeting ended' } }, timestamp: now() });
  }

  /** Non-fatal: noise cancellation failed, the call goes on. */
  audioProcessingFails() {
    this.emit('error', { type: 'audio-processing-setup-error', stage: 'audio-processing-setup', error: { message: 'Canceled' } });
  }

  /** The agent on the call, with the audio track a Start sound press plays; none before `agentJoins`. */
  private agent: { session_id: string; user_name: string; tracks: { audio: { persistentTrack: MediaStreamTrack } } } | null = null;

  agentJoins(track = { kind: 'audio' } as MediaStreamTrack) {
    this.agent = { session_id: 'vapi-speaker', user_name: 'Vapi Speaker', tracks: { audio: { persistentTrack: track } } };
  }

  /** The browser refused to play the agent's voice without a press, as the SDK reports it. */
  audioStartFails() {
    this.emit('error', { type: 'audio-start-failed', error: { name: 'NotAllowedError', message: 'play() needs a user gesture' } });
  }

  getDailyCallObject() {
    if (this.callObject === null) return null;
    const agent = this.agent;
    return { participants: () => (agent ? { local: { session_id: 'visitor', user_name: 'visitor' }, [agent.session_id]: agent } : {}) };
  }
}
