import { DEMO_AGENT_KEYS, type DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { DemoCallState } from '@callvera/shared/demo-call';
import {
  loadAgentSample,
  loadSampleList,
  reportSampleFailure,
  SampleError,
  sampleEntry,
  type AgentSample,
  type SampleList,
} from '../demo-samples/demo-samples';

/** Where the player's samples come from: the deployed list and files, checked. */
export interface SampleSource {
  /** Each agent's sample as the list names it: how it was made, or why it can't be played. */
  readList(): Promise<DemoCallState['samples']>;
  /** One agent's sample, fetched and checked once per page. */
  load(agent: DemoAgentKey): Promise<AgentSample>;
}

export function deployedSamples(): SampleSource {
  let list: Promise<SampleList> | null = null;
  const samples = new Map<DemoAgentKey, Promise<AgentSample>>();
  const readList = () =>
    (list ??= loadSampleList().catch((error: unknown) => {
      list = null; // asked again on the next press
      throw error;
    }));
  return {
    async readList() {
      const read = await readList();
      return Object.fromEntries(
        DEMO_AGENT_KEYS.map((agent) => {
          const sample = read.samples[agent] as { problem: string } | undefined;
          const entry = sampleEntry(read, agent);
          if (entry) return [agent, entry.synthesized ? 'synthesized' : 'recorded'];
          const failure = reportSampleFailure(
            new SampleError(sample ? 'unreadable' : 'missing', sample ? sample.problem : `${read.url} names no sample for ${agent}`),
            agent,
          );
          return [agent, failure.failure];
        }),
      );
    },
    load(agent) {
      let sample = samples.get(agent);
      if (!sample) {
        sample = readList().then((read) => loadAgentSample(read, agent));
        samples.set(agent, sample);
        sample.catch(() => samples.delete(agent));
      }
      return sample;
    },
  };
}
