import {
  callEnded,
  callRequested,
  demoCallStore,
  soundBlockedChanged,
  type DemoAgentKey,
  type DemoSamplePlayer,
} from '@callvera/shared/demo-call';
import { DEMO_AGENT_KEYS } from '../demo-agents/demo-agent-keys';
import { receiptIssued } from '@callvera/shared/call-receipt-state';
import { toast } from '@callvera/shared/toast';
import { receiptOfSample } from './sample-receipt';
import type { AgentSample } from '../demo-samples/demo-samples';
import { deployedSamples, type SampleSource } from './sample-source';
import { reportSampleFailure } from '../demo-samples/demo-samples';
import { sampleChanged, samplePlaying, samplesRead, sampleWordsRead } from './sample-transitions';

/**
 * `@callvera/shared/demo-sample-player`: plays an agent's sample call in the page, as a live call runs: in the
 * call bar, one at a time, with its captions in step, pause, seek and Stop, and a receipt when it is over.
 * Fetched on intent, with nothing of it in a first load.
 */

// Captions follow the sound this often; the media element's own `timeupdate` can be 250 ms apart.
const POSITION_EVERY_MS = 100;

export const SAMPLE_UNPLAYABLE = {
  title: "This sample call can't be played",
  description: 'Its recording is missing or damaged on this site. Press Listen to talk to the agent instead.',
} as const;

// MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED, by value: not every engine (nor jsdom) has the MediaError global.
const SOURCE_NOT_SUPPORTED = 4;

export const SAMPLE_SOUND_FAILED = {
  title: "The sample call's sound didn't play",
  description: "Your browser couldn't play sound on this page. You can read the sample call on its card instead.",
} as const;

interface Playing {
  agent: DemoAgentKey;
  sample: AgentSample;
  audio: HTMLAudioElement;
  startedAt: number;
  ticker: ReturnType<typeof setInterval> | undefined;
}

export function createDemoSamplePlayer(source: SampleSource = deployedSamples()): DemoSamplePlayer {
  let current: Playing | null = null;

  const isCurrent = (playing: Playing) => current === playing;

  function readList() {
    return source.readList().then(
      (samples) => {
        samplesRead(samples);
        for (const agent of DEMO_AGENT_KEYS) if (samples[agent] === 'recorded') readWords(agent);
      },
      (error: unknown) => {
        const { failure } = reportSampleFailure(error);
        samplesRead(Object.fromEntries(DEMO_AGENT_KEYS.map((agent) => [agent, failure])));
      },
    );
  }

  /** A recording says other words than the script its card was served with: the card's transcript shows them. */
  function readWords(agent: DemoAgentKey) {
    source.words(agent).then(
      (words) => sampleWordsRead(agent, words),
      (error: unknown) => samplesRead({ [agent]: reportSampleFailure(error, agent).failure }),
    );
  }

  function follow(playing: Playing) {
    const { audio } = playing;
    const publish = () => {
      if (isCurrent(playing)) sampleChanged({ positionSeconds: audio.currentTime, paused: audio.paused });
    };
    const tick = () => {
      clearInterval(playing.ticker);
      playing.ticker = audio.paused ? undefined : setInterval(publish, POSITION_EVERY_MS);
      publish();
    };
    audio.addEventListener('play', tick);
    audio.addEventListener('pause', tick);
    audio.addEventListener('seeked', publish);
    audio.addEventListener('ended', () => {
      if (isCurrent(playing)) finish(playing);
    });
  }

  /** The sample is over (played to its end, or stopped): its receipt shows where it was. */
  function finish(playing: Playing) {
    release(playing);
    // Read from the player's own copy: whatever ended the call may have cleared the store already.
    if (demoCallStore.getState().kind === 'sample') callEnded();
    receiptIssued(receiptOfSample(playing.agent, playing.sample, playing.startedAt));
  }

  function release(playing: Playing) {
    clearInterval(playing.ticker);
    playing.audio.pause();
    if (current === playing) current = null;
  }

  /** Plays, or says the browser wants a press first: never a silent call without a way to sound. */
  function play(playing: Playing) {
    playing.audio.play().then(
      () => {
        if (!isCurrent(playing)) return;
        soundBlockedChanged(false);
        sampleChanged({ paused: false });
      },
      (error: unknown) => {
        if (!isCurrent(playing)) return;
        const refused = error instanceof DOMException && error.name === 'NotAllowedError';
        if (refused) {
          soundBlockedChanged(true);
          sampleChanged({ paused: true });
        } else unplayable(playing.agent, error);
      },
    );
  }

  function unplayable(agent: DemoAgentKey, error: unknown) {
    if (current?.agent === agent) release(current);
    const { activeAgent, kind } = demoCallStore.getState();
    if (activeAgent === agent && kind === 'sample') callEnded();
    samplesRead({ [agent]: reportSampleFailure(error, agent).failure });
    toast({ variant: 'destructive', ...SAMPLE_UNPLAYABLE });
  }

  async function begin(agent: DemoAgentKey, requestedAt: number) {
    const isThisPress = () => {
      const now = demoCallStore.getState();
      return now.phase === 'loading' && now.kind === 'sample' && now.activeAgent === agent && now.requestedAt === requestedAt;
    };
    let sample: AgentSample;
    try {
      sample = await source.load(agent);
    } catch (error) {
      if (isThisPress()) unplayable(agent, error);
      else samplesRead({ [agent]: reportSampleFailure(error, agent).failure });
      return;
    }
    if (!isThisPress()) return;
    const audio = new Audio();
    audio.preload = 'auto';
    audio.src = sample.audioUrl;
    const playing: Playing = { agent, sample, audio, startedAt: Date.now(), ticker: undefined };
    current = playing;
    follow(playing);
    audio.addEventListener('error', () => {
      if (!isCurrent(playing)) return;
      const { code, message } = audio.error ?? {};
      // Only an audio format this browser can't decode is the file's fault; anything else (no sound
      // device, a failing output) is this browser's: the sample stays offered.
      if (code === SOURCE_NOT_SUPPORTED) {
        unplayable(agent, new Error(`the audio of the sample (${sample.mimeType}) does not play in this browser`));
        return;
      }
      finish(playing);
      console.warn(`The sample call of ${agent} stopped: this browser could not play its sound (${message || 'media error'})`);
      toast({ variant: 'destructive', ...SAMPLE_SOUND_FAILED });
    });
    samplePlaying(agent, requestedAt, {
      cues: sample.cues,
      durationSeconds: sample.durationSeconds,
      positionSeconds: 0,
      paused: false,
      synthesized: sample.synthesized,
    });
    play(playing);
  }

  return {
    start(agent, requestedAt) {
      if (current) finish(current);
      const now = demoCallStore.getState();
      if (now.phase !== 'loading' || now.requestedAt !== requestedAt) callRequested(agent, requestedAt, 'sample');
      void begin(agent, requestedAt);
    },
    stop() {
      if (current) finish(current);
    },
    pause() {
      current?.audio.pause();
    },
    resume() {
      if (current) play(current);
    },
    seek(seconds) {
      const audio = current?.audio;
      if (!audio) return;
      const duration = demoCallStore.getState().sample?.durationSeconds ?? audio.duration;
      audio.currentTime = Math.min(Math.max(0, seconds), duration);
      sampleChanged({ positionSeconds: audio.currentTime });
    },
    prefetch() {
      void readList();
    },
  };
}
