import { DEMO_AGENT_KEYS, type DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { DemoCallState } from '@callvera/shared/demo-call';
import {
  loadAgentSample,
  loadSampleList,
  loadSampleWords,
  reportSampleFailure,
  usableSampleEntry,
  type AgentSample,
  type SampleCue,
  type SampleList,
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
  let list: Promise<SampleList> | null = null;
  const samples = new Map<DemoAgentKey, Promise<AgentSample>>();
  const words = new Map<DemoAgentKey, Promise<SampleCue[]>>();
  const readList = () =>
    (list ??= loadSampleList().catch((error: unknown) => {
      list = null; // asked again on the next press
      throw error;
    }));
  /** Asks once; a failure is forgotten, so that the next ask goes to the network again. */
  const kept = <T>(held: Map<DemoAgentKey, Promise<T>>, agent: DemoAgentKey, load: (read: SampleList) => Promise<T>) => {
    let loading = held.get(agent);
    if (!loading) {
      loading = readList().then(load);
      held.set(agent, loading);
      loading.catch(() => held.delete(agent));
    }
    return loading;
  };
  const wordsOf = (agent: DemoAgentKey) => kept(words, agent, (read) => loadSampleWords(read, agent));
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
    load(agent) {
      // The captions a card's transcript read already are not fetched again.
      return kept(samples, agent, (read) => loadAgentSample(read, agent, wordsOf(agent)));
    },
    words: wordsOf,
  };
}
