import type { Page } from '@playwright/test';

/** What the page did with the microphone, as the fake below records it. */
export interface MicrophoneUse {
  requests: number;
  /** Tracks handed out and not stopped. */
  live: number;
  /** Of those, tracks that are sending sound (not muted). */
  sending: number;
}

/**
 * Replaces getUserMedia with a silent tone generator that counts every request
 * and every track it hands out, so a test can tell whether the microphone was
 * asked for, is muted, or was let go.
 */
export async function installFakeMicrophone(page: Page) {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    const record = { requests: 0 };
    Object.defineProperty(window, '__microphone', {
      value: {
        get: () => ({
          requests: record.requests,
          live: tracks.filter((track) => track.readyState === 'live').length,
          sending: tracks.filter((track) => track.readyState === 'live' && track.enabled).length,
        }),
      },
    });
    if (!navigator.mediaDevices) return;
    navigator.mediaDevices.getUserMedia = async () => {
      record.requests += 1;
      const context = new AudioContext();
      const destination = context.createMediaStreamDestination();
      context.createOscillator().connect(destination);
      tracks.push(...destination.stream.getAudioTracks());
      return destination.stream;
    };
  });
}

export function microphoneUse(page: Page): Promise<MicrophoneUse> {
  return page.evaluate(() => (window as unknown as { __microphone: { get(): MicrophoneUse } }).__microphone.get());
}
