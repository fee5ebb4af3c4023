import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import type { SampleCue } from './web-vtt.js';

/** One agent's sample call, its files fetched and checked, ready to play. */
export interface AgentSample {
  agentKey: DemoAgentKey;
  /** An object URL of the audio's bytes, checked against their integrity: playing it asks the network nothing. */
  audioUrl: string;
  mimeType: string;
  /** Both speakers, in the order heard. */
  cues: SampleCue[];
  /** Spoken by a speech synthesizer from the agent's script, not recorded from a real call. */
  synthesized: boolean;
  /** How long the call lasts: to the end of its last caption. */
  durationSeconds: number;
}
