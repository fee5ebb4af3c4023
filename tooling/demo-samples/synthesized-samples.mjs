// The embedded default: one sample call per demo agent, synthesized on this machine from the agent's script,
// and the sample list that names them. A deployment's own samples.json and recordings replace them.
import { SAMPLE_SCRIPTS } from '@callvera/shared/demo-sample-scripts';
import { sampleListFile } from './sample-list-file.mjs';
import { synthesizeCall } from './synthesize-call.mjs';

/** Where the build writes the samples, beside samples.json. */
export const SAMPLES_FOLDER = 'samples';
/** Calls synthesized at once: each runs its lines one after the other. */
const AT_ONCE = 2;

/**
 * samples.json and each agent's audio and captions, as the build writes them (file name → content).
 * @param {{ cacheDir: string }} options  where synthesized calls are kept between builds
 */
export async function synthesizedSampleFiles({ cacheDir }) {
  const agents = Object.entries(SAMPLE_SCRIPTS);
  const synthesized = new Map();
  const queue = [...agents];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [agentKey, script] = next;
      synthesized.set(agentKey, await synthesizeCall(agentKey, script, cacheDir));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));

  const files = {};
  const listed = {};
  for (const [agentKey] of agents) {
    const { mp3, vtt } = synthesized.get(agentKey);
    const audio = { url: `/${SAMPLES_FOLDER}/${agentKey}.mp3`, bytes: mp3, type: 'audio/mpeg' };
    const captions = { url: `/${SAMPLES_FOLDER}/${agentKey}.vtt`, bytes: vtt };
    files[audio.url.slice(1)] = mp3;
    files[captions.url.slice(1)] = vtt;
    listed[agentKey] = { synthesized: true, audio: [audio], captions };
  }
  files['samples.json'] = sampleListFile(listed);
  return files;
}
