// The synthesized sample calls: their captions must say when each line is heard, as the audio itself has it (the
// player's captions and the agent's response times are read from them), and a repeat build must not synthesize again.
// The tests share one speaking and one synthesis of the script: each starts Festival, about a second of processor time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseWebVtt } from '@callvera/shared/demo-samples/web-vtt';
import { SAMPLE_SCRIPTS } from '@callvera/shared/demo-sample-scripts';
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from '../demo-samples/speak-line.mjs';
import { PAUSES, speakCall, synthesizeCall } from '../demo-samples/synthesize-call.mjs';

const SCRIPT = {
  agentVoice: 'male',
  lines: [
    { speaker: 'agent', text: 'Hello, this is Noah from the clinic.' },
    { speaker: 'caller', text: 'Hi, I would like to book a visit.' },
    { speaker: 'agent', text: 'Of course. Is Friday at two good for you?' },
  ],
};

/** The script spoken, once for the file. */
let spoken;
const spokenScript = () => (spoken ??= speakCall(SCRIPT));
/** The script's first synthesis, once for the file: the sample and the cache it was written to. */
let firstSynthesis;
const synthesizedScript = () =>
  (firstSynthesis ??= (async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'sample-cache-'));
    return { cacheDir, sample: await synthesizeCall('appointmentBooking', SCRIPT, cacheDir) };
  })());

/** Root mean square level of the PCM from `start` to `end` seconds, from 0 (silence) to 1. */
function level(pcm, start, end) {
  const first = Math.round(start * SAMPLE_RATE);
  const last = Math.min(Math.round(end * SAMPLE_RATE), pcm.length / BYTES_PER_SAMPLE);
  let sum = 0;
  for (let index = first; index < last; index++) sum += (pcm.readInt16LE(index * BYTES_PER_SAMPLE) / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, last - first));
}

/**
 * Where the cues and the audio disagree: speech must be heard at each cue's start and end (its first and last
 * 50 ms), and nothing at all between cues.
 */
function disagreements(pcm, cues) {
  const found = [];
  const edge = 0.05;
  cues.forEach((cue, index) => {
    if (level(pcm, cue.start, cue.start + edge) < 0.005) found.push(`no speech at the start of cue ${index} (${cue.start} s)`);
    if (level(pcm, cue.end - edge, cue.end) < 0.005) found.push(`no speech at the end of cue ${index} (${cue.end} s)`);
    const next = cues[index + 1];
    if (next && level(pcm, cue.end + 0.001, next.start - 0.001) > 0) found.push(`sound between cue ${index} and ${index + 1}`);
  });
  if (level(pcm, 0, cues[0].start - 0.001) > 0) found.push('sound before the first cue');
  return found;
}

test('each cue spans exactly the speech of its line, with the set pauses between lines', async () => {
  const { pcm, cues } = await spokenScript();
  assert.deepEqual(
    cues.map(({ speaker, text }) => ({ speaker, text })),
    SCRIPT.lines,
  );
  assert.deepEqual(disagreements(pcm, cues), []);
  assert.equal(cues[0].start, PAUSES.lead);
  assert.ok(Math.abs(cues[1].start - cues[0].end - PAUSES.callerReply) < 0.002, 'the caller answers after callerReply');
  assert.ok(Math.abs(cues[2].start - cues[1].end - PAUSES.agentReply) < 0.002, 'the agent answers after agentReply');
  assert.ok(Math.abs(pcm.length / BYTES_PER_SAMPLE / SAMPLE_RATE - cues[2].end - PAUSES.tail) < 0.002);
  // The check above can fail: captions late by a pause, or cut short, disagree with the audio.
  const late = cues.map((cue) => ({ ...cue, start: cue.start + PAUSES.agentReply, end: cue.end + PAUSES.agentReply }));
  assert.notDeepEqual(disagreements(pcm, late), []);
  const short = cues.map((cue) => ({ ...cue, end: cue.end - 0.3 }));
  assert.notDeepEqual(disagreements(pcm, short), []);
});

test('the encoded sample lasts as long as the call, and its captions read back as the cues', async () => {
  const { pcm, cues } = await spokenScript();
  const { mp3, vtt } = (await synthesizedScript()).sample;
  assert.deepEqual(parseWebVtt(vtt), cues);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sample-probe-')), 'probe.mp3');
  writeFileSync(file, mp3);
  const seconds = Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }),
  );
  assert.ok(Math.abs(seconds - pcm.length / BYTES_PER_SAMPLE / SAMPLE_RATE) < 0.1, `${seconds} s of MP3`);
  // Sized for a phone on slow 4G: 32 kbit/s.
  assert.ok(mp3.length < (seconds * 32_000) / 8 + 4096, `${mp3.length} bytes`);
});

test('a repeat build takes the sample from the cache, with no synthesizer at all; a first one without it says what to install', async () => {
  // A cache of its own, as the first build left it.
  const { cacheDir: firstCache, sample: first } = await synthesizedScript();
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'sample-cache-'));
  cpSync(firstCache, cacheDir, { recursive: true });
  const PATH = process.env.PATH;
  process.env.PATH = '';
  try {
    assert.deepEqual(await synthesizeCall('appointmentBooking', SCRIPT, cacheDir), first);
    await assert.rejects(synthesizeCall('appointmentBooking', { ...SCRIPT, agentVoice: 'female' }, cacheDir), {
      message: /^festival is not installed: .*bash scripts\/install-deps\.sh --speech/,
    });
  } finally {
    process.env.PATH = PATH;
  }
  // A changed script replaces the agent's earlier sample in the cache.
  await synthesizeCall('appointmentBooking', { ...SCRIPT, lines: SCRIPT.lines.slice(0, 1) }, cacheDir);
  assert.equal(readdirSync(cacheDir).length, 2);
});

test('every default script is a call of both speakers that opens with the agent, short enough to listen to', () => {
  for (const [agent, script] of Object.entries(SAMPLE_SCRIPTS)) {
    assert.equal(script.lines[0].speaker, 'agent', agent);
    assert.ok(
      script.lines.some((line) => line.speaker === 'caller'),
      agent,
    );
    const words = script.lines
      .map((line) => line.text)
      .join(' ')
      .split(/\s+/).length;
    assert.ok(words >= 60 && words <= 140, `${agent}: ${words} words (about 30 to 45 s)`);
  }
});
