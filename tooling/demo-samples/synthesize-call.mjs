// One demo agent's synthesized sample call: its script spoken line by line, the lines joined with the pauses of
// a phone call, the captions timed from the audio itself. Kept in a cache by what made it, so a build that
// changes neither the script nor the voices synthesizes nothing.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BYTES_PER_SAMPLE, SAMPLE_RATE, VOICE_SETTINGS, encodeMp3, speakLines, voiceOf } from './speak-line.mjs';
import { webVttFile } from './web-vtt-file.mjs';

/**
 * Seconds of silence: before the first line (the line picking up), before the agent answers, before the caller
 * does, and after the last line. Set here, not measured: a synthesized sample's response times are these.
 */
export const PAUSES = { lead: 0.4, agentReply: 0.8, callerReply: 0.6, tail: 0.6 };

const silence = (seconds) => Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * BYTES_PER_SAMPLE);
const secondsOf = (bytes) => bytes / BYTES_PER_SAMPLE / SAMPLE_RATE;
// Captions in milliseconds, as WebVTT writes them.
const toMillis = (seconds) => Math.round(seconds * 1000) / 1000;

/**
 * The call as PCM and its cues, each cue spanning exactly the samples of its line.
 * @param {{ agentVoice: 'female' | 'male', lines: readonly { speaker: 'agent' | 'caller', text: string }[] }} script
 */
export async function speakCall(script) {
  const spokenLines = await speakLines(script.lines.map(({ speaker, text }) => ({ text, voice: voiceOf(speaker, script.agentVoice) })));
  const parts = [silence(PAUSES.lead)];
  const cues = [];
  let at = secondsOf(parts[0].length);
  for (const [index, line] of script.lines.entries()) {
    if (index > 0) {
      const pause = silence(line.speaker === 'agent' ? PAUSES.agentReply : PAUSES.callerReply);
      parts.push(pause);
      at += secondsOf(pause.length);
    }
    const spoken = spokenLines[index];
    parts.push(spoken);
    cues.push({ start: toMillis(at), end: toMillis(at + secondsOf(spoken.length)), speaker: line.speaker, text: line.text });
    at += secondsOf(spoken.length);
  }
  parts.push(silence(PAUSES.tail));
  return { pcm: Buffer.concat(parts), cues };
}

/**
 * The agent's sample, from the cache when this script was synthesized with these voices before.
 * @param {string} agentKey
 * @param {Parameters<typeof speakCall>[0]} script
 * @param {string} cacheDir
 * @returns {Promise<{ mp3: Buffer, vtt: string }>}
 */
export async function synthesizeCall(agentKey, script, cacheDir) {
  const key = createHash('sha256').update(JSON.stringify({ script, VOICE_SETTINGS, PAUSES })).digest('hex').slice(0, 16);
  const cached = path.join(cacheDir, `${agentKey}-${key}`);
  try {
    return { mp3: await readFile(`${cached}.mp3`), vtt: await readFile(`${cached}.vtt`, 'utf8') };
  } catch {
    // Not synthesized yet.
  }
  const { pcm, cues } = await speakCall(script);
  const sample = { mp3: await encodeMp3(pcm), vtt: webVttFile(cues, `${agentKey}, synthesized from its script`) };
  await mkdir(cacheDir, { recursive: true });
  // Written under another name first: a build stopped half-way leaves no half file to be taken as done.
  await writeFile(`${cached}.vtt.partial`, sample.vtt);
  await writeFile(`${cached}.mp3.partial`, sample.mp3);
  await rename(`${cached}.vtt.partial`, `${cached}.vtt`);
  await rename(`${cached}.mp3.partial`, `${cached}.mp3`);
  // The agent's earlier versions are of no more use.
  for (const file of await readdir(cacheDir)) {
    if (file.startsWith(`${agentKey}-`) && !file.startsWith(`${agentKey}-${key}.`)) await rm(path.join(cacheDir, file), { force: true });
  }
  return sample;
}
