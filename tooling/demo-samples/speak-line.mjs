// One line of a sample call, spoken by Festival and shaped by SoX into the call's raw audio.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The call's audio before encoding: 16-bit signed mono PCM at this rate. */
export const SAMPLE_RATE = 24_000;
export const BYTES_PER_SAMPLE = 2;

/**
 * The voices, from Debian's packages: the agent is the HTS voice (the most natural Festival has), lowered for an
 * agent with a man's name; the caller is the other voice of the call, through a telephone's band, as callers
 * are heard.
 */
const VOICES = {
  female: { festival: 'voice_cmu_us_slt_arctic_hts', effects: [] },
  male: { festival: 'voice_cmu_us_slt_arctic_hts', effects: ['pitch', '-450'] },
  maleCaller: { festival: 'voice_kal_diphone', effects: ['highpass', '300', 'lowpass', '3400'] },
  femaleCaller: { festival: 'voice_cmu_us_slt_arctic_hts', effects: ['pitch', '150', 'highpass', '300', 'lowpass', '3400'] },
};

/** What shapes the voices, named in the cache key so a change re-synthesizes. */
export const VOICE_SETTINGS = JSON.stringify({ VOICES, SAMPLE_RATE });

/** @typedef {'female' | 'male'} AgentVoice */

/**
 * The voice of one line: the agent's own, or for the caller the opposite one.
 * @param {'agent' | 'caller'} speaker
 * @param {AgentVoice} agentVoice
 */
export function voiceOf(speaker, agentVoice) {
  if (speaker === 'agent') return VOICES[agentVoice];
  return agentVoice === 'female' ? VOICES.maleCaller : VOICES.femaleCaller;
}

/** Says which command is missing and how to install it, rather than a bare ENOENT. */
async function runTool(command, args) {
  try {
    return await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(
        `${command} is not installed: the demo agents' sample calls are synthesized with Festival and SoX ` +
          '(bash scripts/install-deps.sh --speech installs them from Debian)',
        { cause: error },
      );
    }
    throw new Error(`${command} failed: ${(error.stderr || error.message).trim()}`, { cause: error });
  }
}

/**
 * The line spoken, as raw PCM (SAMPLE_RATE, mono, 16-bit), its leading and trailing silence cut so that the
 * caption's times are those of the speech.
 * @param {string} text
 * @param {{ festival: string, effects: string[] }} voice
 * @returns {Promise<Buffer>}
 */
export async function speakLine(text, voice) {
  const dir = await mkdtemp(path.join(tmpdir(), 'callvera-sample-'));
  try {
    const textFile = path.join(dir, 'line.txt');
    const spoken = path.join(dir, 'line.wav');
    const shaped = path.join(dir, 'line.raw');
    await writeFile(textFile, `${text}\n`);
    await runTool('text2wave', [textFile, '-o', spoken, '-eval', `(${voice.festival})`]);
    // Silence at either end trimmed (sox trims only the start, hence the reverses), then the voice's effects.
    const trim = ['silence', '1', '0.02', '0.5%'];
    await runTool('sox', [
      // Repeatable: sox dithers what it writes with noise from a random seed, so each build's samples (and the
      // hashes samples.json holds) differed; -R seeds it the same every time.
      '-R',
      spoken,
      ...['-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', String(SAMPLE_RATE), shaped],
      ...trim,
      'reverse',
      ...trim,
      'reverse',
      ...voice.effects,
      ...['gain', '-n', '-3'],
    ]);
    return await readFile(shaped);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Encodes a call's PCM as MP3 (plays in Chromium, WebKit and Firefox alike), sized for a phone on slow 4G.
 * @param {Buffer} pcm
 * @returns {Promise<Buffer>}
 */
export async function encodeMp3(pcm) {
  const dir = await mkdtemp(path.join(tmpdir(), 'callvera-sample-'));
  try {
    const raw = path.join(dir, 'call.raw');
    const mp3 = path.join(dir, 'call.mp3');
    await writeFile(raw, pcm);
    await runTool('ffmpeg', [
      ...['-loglevel', 'error', '-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', raw],
      ...['-codec:a', 'libmp3lame', '-b:a', '32k', '-map_metadata', '-1', '-fflags', '+bitexact', mp3],
    ]);
    return await readFile(mp3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
