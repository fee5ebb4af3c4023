// Checks a deployment's sample calls as the site will read them: samples.json in a folder (the one deployed beside
// site-config.json), each file it names in that folder, its bytes against its integrity, its captions as WebVTT, its
// audio by what the bytes are and, with ffprobe, how long it lasts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents/demo-agent-keys';
import { parseSampleList, unknownKeysWarning } from '@callvera/shared/demo-samples/sample-list-check';
import { parseWebVtt } from '@callvera/shared/demo-samples/web-vtt';
import { integrityOf } from '../manifest-integrity.mjs';

/** How each audio type's bytes begin. */
const AUDIO_SIGNATURES = [
  {
    type: /^audio\/mpeg/,
    name: 'MP3',
    test: (bytes) => bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0),
  },
  { type: /^audio\/(mp4|aac|x-m4a)/, name: 'MP4', test: (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp' },
  { type: /^audio\/ogg/, name: 'Ogg', test: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'OggS' },
  { type: /^audio\/webm/, name: 'WebM', test: (bytes) => bytes.readUInt32BE(0) === 0x1a45dfa3 },
];

/** Seconds of audio, when ffprobe (FFmpeg's) is there to say. */
function audioSeconds(file) {
  try {
    const output = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    });
    return Number(output.trim()) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {string} folder  what is deployed beside site-config.json: samples.json and the files it names
 * @returns {{ report: string[], problems: string[] }}  a line per file (its integrity), and every problem found
 */
export function checkSampleFolder(folder) {
  const report = [];
  const problems = [];
  const listFile = path.join(folder, 'samples.json');
  if (!existsSync(listFile)) return { report, problems: [`${listFile} is missing: every card would offer no sample`] };
  let list;
  try {
    list = parseSampleList(JSON.parse(readFileSync(listFile, 'utf8')));
  } catch (error) {
    return { report, problems: [error instanceof SyntaxError ? `/samples.json is not valid JSON (${error.message})` : error.message] };
  }
  const unknown = unknownKeysWarning(list);
  if (unknown) problems.push(unknown);

  /** The file's bytes, checked against its integrity; undefined when it cannot be read. */
  const checkedBytes = ({ url, integrity }) => {
    const file = path.join(folder, decodeURIComponent(url.split(/[?#]/)[0]));
    if (!existsSync(file)) {
      problems.push(`${url} is missing (no ${file})`);
      return undefined;
    }
    const bytes = readFileSync(file);
    const actual = integrityOf(bytes);
    report.push(`${actual}  ${url}`);
    if (actual !== integrity) problems.push(`${url} does not match its integrity in samples.json: it is ${actual}, not ${integrity}`);
    return { bytes, file };
  };

  for (const agent of DEMO_AGENT_KEYS) {
    const sample = list.samples[agent];
    if (!sample) {
      report.push(`(none)  ${agent}: its card offers no sample`);
      continue;
    }
    if ('problem' in sample) {
      problems.push(sample.problem);
      continue;
    }
    const { entry } = sample;
    const captions = checkedBytes(entry.captions);
    let cues;
    try {
      cues = captions && parseWebVtt(captions.bytes.toString('utf8'));
    } catch (error) {
      problems.push(`${entry.captions.url}: ${error.message}`);
    }
    if (cues && !cues.some((cue) => cue.speaker === 'agent')) problems.push(`${entry.captions.url}: no cue is the agent's (<v Agent>)`);
    for (const audioFile of entry.audio) {
      const audio = checkedBytes(audioFile);
      if (!audio) continue;
      const signature = AUDIO_SIGNATURES.find((known) => known.type.test(audioFile.type));
      if (signature && !signature.test(audio.bytes))
        problems.push(`${audioFile.url} is not ${signature.name} audio, as its type ${audioFile.type} says`);
      const seconds = audioSeconds(audio.file);
      const lastCue = cues?.at(-1);
      if (seconds !== undefined && lastCue && lastCue.end > seconds + 0.5) {
        problems.push(`${entry.captions.url} runs to ${lastCue.end} s, past the end of ${audioFile.url} (${seconds.toFixed(1)} s)`);
      }
    }
  }
  return { report, problems };
}
