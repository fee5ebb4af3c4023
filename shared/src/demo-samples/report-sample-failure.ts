import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import { SampleError } from './sample-error.js';
import { noteSampleFailure } from './sample-failure-event';

const reported = new Set<string>();

/**
 * Says in the console, and to the field signal, that a sample cannot be played: once per page load, agent and
 * kind (a card that asks again is no new failure). Returns the failure as a SampleError, whatever was thrown.
 */
export function reportSampleFailure(error: unknown, agent?: DemoAgentKey): SampleError {
  const failure = error instanceof SampleError ? error : new SampleError('unreadable', String((error as Error)?.message ?? error));
  const key = `${agent ?? ''} ${failure.failure}`;
  if (reported.has(key)) return failure;
  reported.add(key);
  const sentence = agent ? `The sample call of ${agent} cannot be played` : 'No sample call can be played';
  console.warn(`${sentence} (${failure.failure}): ${failure.message}`);
  noteSampleFailure({ ...(agent ? { agent } : {}), sampleFailure: failure.failure });
  return failure;
}

/** For tests: every failure is new again. */
export function forgetReportedSampleFailures() {
  reported.clear();
}
