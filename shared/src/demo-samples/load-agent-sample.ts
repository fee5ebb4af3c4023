import type { DemoAgentKey } from '../demo-agents/demo-agent-keys';
import { requestDeployedFile, whyNotFetched, whyNotTheFile } from '../deployment/deployed-file-request';
import type { AgentSample } from './agent-sample';
import { reportSampleFailure } from './report-sample-failure';
import { SampleError } from './sample-error.js';
import type { SampleAudioFile, SampleEntry, SampleFile, SampleList } from './sample-list-check.js';
import { parseWebVtt, type SampleCue } from './web-vtt.js';

/**
 * Fetches one deployed file checked against its integrity by the browser (Subresource Integrity). A browser
 * says only that the fetch failed: when it did with an integrity, the file is asked for again without, so
 * that a file that is there with other bytes is told apart from one that could not be fetched.
 */
async function fetchChecked(file: SampleFile): Promise<Response> {
  let response: Response;
  try {
    response = await requestDeployedFile(file);
  } catch (error) {
    const unchecked = await requestDeployedFile({ url: file.url }).catch(() => undefined);
    if (unchecked && !whyNotTheFile(unchecked)) {
      throw new SampleError('mismatched', `${file.url} does not match its integrity ${file.integrity}`);
    }
    if (unchecked) throw new SampleError('missing', `${file.url} is missing (${whyNotTheFile(unchecked)})`);
    throw new SampleError('unreadable', `${file.url} could not be fetched (${whyNotFetched(error)})`);
  }
  const missing = whyNotTheFile(response);
  if (missing) throw new SampleError('missing', `${file.url} is missing (${missing})`);
  return response;
}

async function fetchCues(file: SampleFile) {
  const text = await (await fetchChecked(file)).text();
  try {
    return parseWebVtt(text);
  } catch (error) {
    throw new SampleError((error as SampleError).failure ?? 'unreadable', `${file.url}: ${(error as Error).message}`);
  }
}

/** The first audio file this browser says it can play. */
function playableAudio(list: SampleList, agentKey: DemoAgentKey, audio: readonly SampleAudioFile[]) {
  const probe = document.createElement('audio');
  const playable = audio.find((file) => probe.canPlayType(file.type) !== '');
  if (!playable) {
    const types = audio.map((file) => file.type).join(', ');
    throw new SampleError('unreadable', `${list.url}: this browser plays none of ${agentKey}'s audio (${types})`);
  }
  return playable;
}

/**
 * One agent's sample, its files fetched and checked against their integrity. Rejects with a SampleError naming
 * what was wrong: missing (no sample for this agent, or a file not there), unreadable (a bad entry or file,
 * a failed fetch, audio this browser cannot play), mismatched (a file with other bytes than its integrity),
 * said in the console and to the field events. The caller revokes `audioUrl` (URL.revokeObjectURL) once done with it.
 * `words`, when given, are its captions fetched already (by loadSampleWords): they are not asked for again.
 */
export async function loadAgentSample(list: SampleList, agentKey: DemoAgentKey, words?: Promise<SampleCue[]>): Promise<AgentSample> {
  try {
    return await fetchedSample(list, agentKey, words);
  } catch (error) {
    throw reportSampleFailure(error, agentKey);
  }
}

/**
 * What the agent's sample says: its captions, fetched and checked against their integrity, without its audio
 * (a card's transcript). Rejects as loadAgentSample does.
 */
export async function loadSampleWords(list: SampleList, agentKey: DemoAgentKey): Promise<SampleCue[]> {
  try {
    return await fetchCues(usableSampleEntry(list, agentKey).captions);
  } catch (error) {
    throw reportSampleFailure(error, agentKey);
  }
}

/** The agent's entry in the list; throws a SampleError saying why there is none to use. */
export function usableSampleEntry(list: SampleList, agentKey: DemoAgentKey): SampleEntry {
  const sample = list.samples[agentKey];
  if (!sample) throw new SampleError('missing', `${list.url} names no sample for ${agentKey}`);
  if ('problem' in sample) throw new SampleError('unreadable', sample.problem);
  return sample.entry;
}

async function fetchedSample(list: SampleList, agentKey: DemoAgentKey, words?: Promise<SampleCue[]>): Promise<AgentSample> {
  const entry = usableSampleEntry(list, agentKey);
  const audio = playableAudio(list, agentKey, entry.audio);
  const [bytes, cues] = await Promise.all([
    fetchChecked(audio).then((response) => response.arrayBuffer()),
    words ?? fetchCues(entry.captions),
  ]);
  return {
    agentKey,
    audioUrl: URL.createObjectURL(new Blob([bytes], { type: audio.type })),
    mimeType: audio.type,
    cues,
    synthesized: entry.synthesized,
    durationSeconds: Math.max(...cues.map((cue) => cue.end)),
  };
}
