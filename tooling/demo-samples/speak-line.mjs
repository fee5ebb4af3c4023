// The lines of a sample call, spoken by Festival and each shaped by SoX into the call's raw audio.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
 * A Festival program that speaks each text file into the WAVE files of its utterances (`<prefix>-<n>.wav`, n from 1),
 * in the voice given for it. One program speaks a whole call: starting Festival and loading a voice takes about a
 * second, speaking a line a tenth of that, so a process per line spent most of a build's synthesis starting up.
 * Each utterance is synthesized as Festival's text2wave does it (`tts_file`, the text mode it finds for the file).
 * @param {{ textFile: string, wavePrefix: string, festivalVoice: string }[]} lines
 */
function festivalProgram(lines) {
  const quoted = (text) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  let voice = '';
  const speak = lines.flatMap(({ textFile, wavePrefix, festivalVoice }) => {
    const switchVoice = festivalVoice === voice ? [] : [`(${festivalVoice})`];
    voice = festivalVoice;
    return [...switchVoice, `(callvera-speak-line ${quoted(textFile)} ${quoted(wavePrefix)})`];
  });
  return `(gc-status nil)
(defvar callvera-wave-prefix "")
(defvar callvera-utterance 0)
(define (callvera-save-utterance utt)
  (set! callvera-utterance (+ 1 callvera-utterance))
  (utt.save.wave utt (format nil "%s-%d.wav" callvera-wave-prefix callvera-utterance) 'riff)
  utt)
(set! tts_hooks (list utt.synth callvera-save-utterance))
(define (callvera-speak-line text-file wave-prefix)
  (set! callvera-wave-prefix wave-prefix)
  (set! callvera-utterance 0)
  (tts_file text-file (tts_find_text_mode text-file auto-text-mode-alist)))
${speak.join('\n')}
`;
}

/** The WAVE files of one line's utterances, in the order spoken. */
async function utteranceWaves(dir, lineName) {
  const part = (file) => Number(file.slice(lineName.length + 1, -'.wav'.length));
  const waves = (await readdir(dir)).filter((file) => file.startsWith(`${lineName}-`) && file.endsWith('.wav'));
  if (!waves.length) throw new Error(`Festival spoke nothing for ${lineName} of the call`);
  return waves.sort((first, second) => part(first) - part(second)).map((file) => path.join(dir, file));
}

/**
 * The lines spoken, each as raw PCM (SAMPLE_RATE, mono, 16-bit), its leading and trailing silence cut so that the
 * caption's times are those of the speech.
 * @param {readonly { text: string, voice: { festival: string, effects: string[] } }[]} lines
 * @returns {Promise<Buffer[]>}
 */
export async function speakLines(lines) {
  const dir = await mkdtemp(path.join(tmpdir(), 'callvera-sample-'));
  try {
    const spoken = lines.map(({ text, voice }, index) => {
      const name = `line${index}`;
      return {
        text,
        voice,
        name,
        textFile: path.join(dir, `${name}.txt`),
        wavePrefix: path.join(dir, name),
        festivalVoice: voice.festival,
      };
    });
    await Promise.all(spoken.map(({ text, textFile }) => writeFile(textFile, `${text}\n`)));
    const program = path.join(dir, 'speak.scm');
    await writeFile(program, festivalProgram(spoken));
    await runTool('festival', ['-b', program]);
    return await Promise.all(spoken.map(({ name, voice }) => shapeLine(dir, name, voice)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line's utterances joined, silence at either end trimmed (sox trims only the start, hence the reverses), then the voice's effects. */
async function shapeLine(dir, lineName, voice) {
  const shaped = path.join(dir, `${lineName}.raw`);
  const trim = ['silence', '1', '0.02', '0.5%'];
  await runTool('sox', [
    // Repeatable: sox dithers what it writes with noise from a random seed, so each build's samples (and the
    // hashes samples.json holds) differed; -R seeds it the same every time.
    '-R',
    ...(await utteranceWaves(dir, lineName)),
    ...['-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', String(SAMPLE_RATE), shaped],
    ...trim,
    'reverse',
    ...trim,
    'reverse',
    ...voice.effects,
    ...['gain', '-n', '-3'],
  ]);
  return readFile(shaped);
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
