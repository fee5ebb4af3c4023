import { DEMO_AGENT_KEYS, type DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { DemoCallState } from '@callvera/shared/demo-call';
import { keptUntilFailure } from '../lazy/loaded-on-intent';
import {
  loadAgentSample,
  loadSampleList,
  loadSampleWords,
  reportSampleFailure,
  usableSampleEntry,
  type AgentSample,
  type SampleCue,
} from '../demo-samples/demo-samples';

/** Where the player's samples come from: the deployed list and files, checked. */
export interface SampleSource {
  /** Each agent's sample as the list names it: how it was made, or why it can't be played. */
  readList(): Promise<DemoCallState['samples']>;
  /** One agent's sample, fetched and checked once per page. */
  load(agent: DemoAgentKey): Promise<AgentSample>;
  /** What one agent's sample says, from its captions, fetched and checked once per page (with its sample). */
  words(agent: DemoAgentKey): Promise<SampleCue[]>;
}

export function deployedSamples(): SampleSource {
  // Each asked for once per page; a failure is asked for again on the next press.
  const readList = keptUntilFailure(() => loadSampleList());
  // Playing a sample takes the captions its card's transcript read already.
  const samples = perAgent((agent) => readList().then((read) => loadAgentSample(read, agent, words(agent))));
  const words = perAgent((agent) => readList().then((read) => loadSampleWords(read, agent)));
  return {
    async readList() {
      const read = await readList();
      return Object.fromEntries(
        DEMO_AGENT_KEYS.map((agent) => {
          try {
            return [agent, usableSampleEntry(read, agent).synthesized ? 'synthesized' : 'recorded'];
          } catch (error) {
            return [agent, reportSampleFailure(error, agent).failure];
          }
        }),
      );
    },
    load: samples,
    words,
  };
}

/** One kept load per agent. */
function perAgent<T>(load: (agent: DemoAgentKey) => Promise<T>): (agent: DemoAgentKey) => Promise<T> {
  const kept = new Map<DemoAgentKey, () => Promise<T>>();
  return (agent) => {
    let get = kept.get(agent);
    if (!get) kept.set(agent, (get = keptUntilFailure(() => load(agent))));
    return get();
  };
}
