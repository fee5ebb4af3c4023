#!/usr/bin/env node
// The demo agents' sample calls a deployment serves: check them, list them in samples.json, caption a recorded call.
// See docs/deploying-and-configuring.md (Sample calls).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents/demo-agent-keys';
import { sampleListFile } from '@callvera/tooling/demo-samples/sample-list-file';
import { webVttFile } from '@callvera/tooling/demo-samples/web-vtt-file';
import { checkSampleFolder } from './demo-samples/sample-folder-check.mjs';
import { vapiCallCues } from './demo-samples/vapi-call-captions.mjs';
import { isProgram } from '@callvera/checkout/is-program';

const USAGE = `usage: demo-samples.mjs check|list|captions-from-vapi ...
  check <folder>
      Checks <folder>/samples.json (the folder deployed beside site-config.json) and every file it names: each
      file's bytes against its integrity, the captions as WebVTT with each cue's speaker, the audio's format and
      length. Prints each file's integrity; exits 1 naming every problem.
  list <folder> [--synthesized]
      Writes <folder>/samples.json naming each agent's files in <folder>/samples/ (<agent>.mp3, .m4a, .ogg or
      .weba, and <agent>.vtt) with their integrity, then checks it. --synthesized: they are spoken by a synthesizer.
  captions-from-vapi <call.json> <out.vtt> [--offset <seconds>]
      Writes the WebVTT captions of a recorded Vapi call (the call as GET /call/:id returns it), each message timed
      from the start of the call; --offset moves them all (the recording starting later or earlier than the call).
Agents: ${DEMO_AGENT_KEYS.join(', ')}.`;

/** Audio types a sample may have, the preferred first (MP3 plays in every engine). */
const AUDIO_TYPES = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg; codecs=opus',
  '.weba': 'audio/webm',
};

class UsageError extends Error {}

function check(folder) {
  const { report, problems } = checkSampleFolder(folder);
  for (const line of report) console.log(line);
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    return 1;
  }
  console.log(`✓ ${path.join(folder, 'samples.json')}: every sample it names is there, whole and readable`);
  return 0;
}

function list(folder, synthesized) {
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
  const named = Object.keys(samples);
  if (!named.length) throw new Error(`${samplesDir} holds no agent's sample (files named <agent>.mp3 and <agent>.vtt)`);
  writeFileSync(path.join(folder, 'samples.json'), sampleListFile(samples));
  console.log(`wrote ${path.join(folder, 'samples.json')} (${named.join(', ')})`);
  return check(folder);
}

function captionsFromVapi(callFile, out, offset) {
  const offsetSeconds = offset === undefined ? 0 : Number(offset);
  if (!Number.isFinite(offsetSeconds)) throw new UsageError(`--offset must be a number of seconds, not ${JSON.stringify(offset)}`);
  let call;
  try {
    call = JSON.parse(readFileSync(callFile, 'utf8'));
  } catch (error) {
    throw new Error(`${callFile} could not be read as JSON (${error.message})`, { cause: error });
  }
  let cues;
  try {
    cues = vapiCallCues(call, { offsetSeconds });
  } catch (error) {
    throw new Error(`${callFile}: ${error.message}`, { cause: error });
  }
  writeFileSync(out, webVttFile(cues, `recorded call ${call?.id ?? ''}`.trim()));
  console.log(`wrote ${out}: ${cues.length} cues, to ${cues.at(-1).end.toFixed(1)} s`);
  return 0;
}

/** @returns {number} the exit status */
export function main(args) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' }, synthesized: { type: 'boolean' }, offset: { type: 'string' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, ...rest] = positionals;
  const arity = { check: 1, list: 1, 'captions-from-vapi': 2 }[command];
  if (!arity) throw new UsageError(command ? `unknown command ${JSON.stringify(command)}` : 'a command is needed');
  if (rest.length !== arity) throw new UsageError(`${command} takes ${arity === 1 ? 'a folder' : 'a call file and a captions file'}`);
  if (command !== 'list' && values.synthesized) throw new UsageError('--synthesized goes with list');
  if (command !== 'captions-from-vapi' && values.offset !== undefined) throw new UsageError('--offset goes with captions-from-vapi');
  const [first, second] = rest.map((given) => path.resolve(given));
  if (command === 'check') return check(first);
  if (command === 'list') return list(first, values.synthesized ?? false);
  return captionsFromVapi(first, second, values.offset);
}

if (isProgram(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    const usage =
      error instanceof UsageError || error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE';
    console.error(usage ? `${error.message}\n${USAGE}` : `✗ ${error.message}`);
    process.exitCode = usage ? 2 : 1;
  }
}
