// Through the package name, not a relative path: only that import is the shared singleton store.
import { demoCallStore, type DemoAgentKey, type DemoCallState, type SampleCue, type SamplePlayback } from '@callvera/shared/demo-call';

/**
 * The demo-call store's transitions for a sample call: apart from the store's module, which every first
 * load holds, so they come with the sample player only.
 */

const set = demoCallStore.setState;
const get = demoCallStore.getState;

/** The sample of this press is ready and playing (or waiting for a press to make sound). */
export function samplePlaying(agent: DemoAgentKey, requestedAt: number, sample: SamplePlayback) {
  const now = get();
  if (now.phase !== 'loading' || now.kind !== 'sample' || now.activeAgent !== agent || now.requestedAt !== requestedAt) return;
  set({ phase: 'live', liveSince: Date.now(), sample });
}

/** Where the playing sample is, and whether it is paused. */
export function sampleChanged(change: Partial<Pick<SamplePlayback, 'positionSeconds' | 'paused'>>) {
  const { kind, phase, sample } = get();
  if (kind === 'sample' && phase === 'live' && sample) set({ sample: { ...sample, ...change } });
}

/** What the deployed sample list says of each agent's sample; an agent left out keeps what was known. */
export function samplesRead(samples: DemoCallState['samples']) {
  set({ samples: { ...get().samples, ...samples } });
}

/** What an agent's recorded sample says, read from its captions. */
export function sampleWordsRead(agent: DemoAgentKey, words: readonly SampleCue[]) {
  set({ sampleWords: { ...get().sampleWords, [agent]: words } });
}
