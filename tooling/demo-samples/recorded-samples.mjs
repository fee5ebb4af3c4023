// A deployment's own sample calls: the recordings and captions an operator puts in a folder's samples/, named by
// the agent they are of, listed in samples.json as the site reads it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents/demo-agent-keys';
import { sampleListFile } from './sample-list-file.mjs';

/** Audio types a sample may have, the preferred first (MP3 plays in every engine). */
const AUDIO_TYPES = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg; codecs=opus',
  '.weba': 'audio/webm',
};

/**
 * samples.json for the recordings in `folder`/samples/: each agent's audio (<agent>.mp3, .m4a, .ogg or .weba) and
 * captions (<agent>.vtt), with their integrity. Throws naming a recording without its captions, or the reverse.
 * @param {string} folder  what is deployed beside site-config.json
 * @param {{ synthesized: boolean }} options  whether a synthesizer speaks them
 * @returns {{ text: string, agents: string[] }}  the file's text and the agents it names
 */
export function recordedSampleList(folder, { synthesized }) {
  const samplesDir = path.join(folder, 'samples');
  if (!existsSync(samplesDir)) throw new Error(`${samplesDir} is missing: put each agent's audio and captions there`);
  const files = readdirSync(samplesDir);
  const samples = {};
  for (const agent of DEMO_AGENT_KEYS) {
    const captionsName = `${agent}.vtt`;
    const audio = Object.entries(AUDIO_TYPES).flatMap(([extension, type]) =>
      files.includes(`${agent}${extension}`)
        ? [{ url: `/samples/${agent}${extension}`, type, bytes: readFileSync(path.join(samplesDir, `${agent}${extension}`)) }]
        : [],
    );
    if (!audio.length && !files.includes(captionsName)) continue;
    if (!audio.length) throw new Error(`${path.join(samplesDir, captionsName)} has no audio beside it (${agent}.mp3, .m4a, .ogg or .weba)`);
    if (!files.includes(captionsName))
      throw new Error(`${path.join(samplesDir, `${agent}.*`)} has no captions beside it (${captionsName})`);
    const captions = { url: `/samples/${captionsName}`, bytes: readFileSync(path.join(samplesDir, captionsName)) };
    samples[agent] = { synthesized, audio, captions };
  }
  const agents = Object.keys(samples);
  if (!agents.length) throw new Error(`${samplesDir} holds no agent's sample (files named <agent>.mp3 and <agent>.vtt)`);
  return { text: sampleListFile(samples), agents };
}
