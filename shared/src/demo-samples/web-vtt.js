// @ts-check
// Plain JavaScript, so the sample check command reads captions in Node as a page does.
import { SampleError } from './sample-error.js';

/**
 * One caption of a sample call: when it is heard (seconds into the audio), who speaks it, and what they say.
 * @typedef {{ start: number; end: number; speaker: 'agent' | 'caller'; text: string }} SampleCue
 */

// A timestamp: optional hours, minutes, seconds and milliseconds ("00:01:02.500" or "01:02.500").
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING_LINE = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/;
// A voice span opening the cue: <v Agent>, <v.loud Caller> (classes are allowed and ignored).
const VOICE = /^<v(?:\.[^\s>]+)*[ \t]+([^>]+)>/;
/** @type {Record<string, SampleCue['speaker']>} */
const SPEAKERS = { agent: 'agent', caller: 'caller' };
/** @type {Record<string, string>} */
const ENTITIES = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/**
 * @param {string} stamp
 * @param {number} lineNumber
 */
function seconds(stamp, lineNumber) {
  const match = TIMESTAMP.exec(stamp);
  if (!match) throw unreadable(`line ${lineNumber}: "${stamp}" is not a WebVTT timestamp such as 00:01.500`);
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** @param {string} detail */
function unreadable(detail) {
  return new SampleError('unreadable', `the captions are not valid WebVTT (${detail})`);
}

/**
 * The cue's text without its markup, its entities decoded, its lines joined.
 * @param {string} payload
 */
function plainText(payload) {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, /** @type {string} */ name) => ENTITIES[name] ?? '')
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}

/** @typedef {{ firstLine: number; lines: string[] }} Block */

/**
 * The file's blocks (runs of non-blank lines), each with the number of its first line.
 * @param {readonly string[]} lines
 */
function blocks(lines) {
  /** @type {Block[]} */
  const found = [];
  lines.forEach((line, index) => {
    const current = found.at(-1);
    if (line.trim() === '') return;
    if (current && current.firstLine + current.lines.length === index + 1) current.lines.push(line);
    else found.push({ firstLine: index + 1, lines: [line] });
  });
  return found;
}

/**
 * @param {Block} block
 * @returns {SampleCue}
 */
function cueOf(block) {
  // An identifier line may come before the timing line.
  const timingAt = block.lines[0]?.includes('-->') ? 0 : 1;
  const lineNumber = block.firstLine + timingAt;
  const timing = TIMING_LINE.exec(block.lines[timingAt] ?? '');
  if (!timing) throw unreadable(`line ${lineNumber}: expected a cue timing such as 00:01.000 --> 00:03.500`);
  const start = seconds(timing[1] ?? '', lineNumber);
  const end = seconds(timing[2] ?? '', lineNumber);
  if (end <= start) throw unreadable(`line ${lineNumber}: the cue ends before it starts`);
  const payload = block.lines.slice(timingAt + 1).join('\n');
  const voice = VOICE.exec(payload);
  const speaker = voice && SPEAKERS[(voice[1] ?? '').trim().toLowerCase()];
  if (!speaker) throw unreadable(`line ${lineNumber + 1}: each cue must name its speaker, <v Agent> or <v Caller>`);
  const text = plainText(payload);
  if (!text) throw unreadable(`line ${lineNumber + 1}: the cue has no text`);
  return { start, end, speaker, text };
}

/**
 * The cues of a sample's WebVTT captions, in the order heard. Each cue names its speaker with a voice span,
 * `<v Agent>` or `<v Caller>`; NOTE, STYLE and REGION blocks, cue identifiers and cue settings are allowed and
 * ignored. Anything else throws a SampleError (unreadable) naming the line.
 * @param {string} text
 * @returns {SampleCue[]}
 */
export function parseWebVtt(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) throw unreadable('it does not start with WEBVTT');
  const cues = blocks(lines)
    .slice(1)
    .filter((block) => !/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0] ?? ''))
    .map(cueOf);
  if (!cues.length) throw unreadable('it holds no cue');
  return cues.sort((a, b) => a.start - b.start);
}
