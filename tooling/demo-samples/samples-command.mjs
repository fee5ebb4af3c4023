// The sample calls' command (scripts/demo-samples.mjs runs it): check a deployment's samples before visitors meet
// them, list an operator's recordings in samples.json, caption a recorded Vapi call.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents/demo-agent-keys';
import { recordedSampleList } from './recorded-samples.mjs';
import { checkSampleFolder } from './sample-folder-check.mjs';
import { vapiCallCues } from './vapi-call-captions.mjs';
import { webVttFile } from './web-vtt-file.mjs';

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
  const { text, agents } = recordedSampleList(folder, { synthesized });
  writeFileSync(path.join(folder, 'samples.json'), text);
  console.log(`wrote ${path.join(folder, 'samples.json')} (${agents.join(', ')})`);
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

/** @returns {number} the exit status; throws on a wrong command line (UsageError) or a failure */
function run(args) {
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

/**
 * Runs the command on `args` and sets the exit status: 0 done, 1 a problem named, 2 a wrong command line (with
 * the usage).
 */
export function main(args = process.argv.slice(2)) {
  try {
    process.exitCode = run(args);
  } catch (error) {
    const usage =
      error instanceof UsageError || error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE';
    console.error(usage ? `${error.message}\n${USAGE}` : `✗ ${error.message}`);
    process.exitCode = usage ? 2 : 1;
  }
}
