// The sample calls' command (scripts/demo-samples.mjs): what an operator runs to list their recordings in
// samples.json, check a deployment's samples before visitors meet them, and caption a recorded Vapi call.
import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_SCRIPTS } from '@callvera/shared/demo-sample-scripts';
import { parseWebVtt } from '@callvera/shared/demo-samples/web-vtt';
import { integrityOf } from '../manifest-integrity.mjs';
import { main } from '../demo-samples/samples-command.mjs';

/** The command on `args`, as scripts/demo-samples.mjs runs it: the exit status it sets and what it prints. */
function run(...args) {
  const printed = { stdout: [], stderr: [] };
  const log = mock.method(console, 'log', (line) => printed.stdout.push(`${line}\n`));
  const error = mock.method(console, 'error', (line) => printed.stderr.push(`${line}\n`));
  const exitCode = process.exitCode;
  try {
    main(args);
    return { status: process.exitCode, stdout: printed.stdout.join(''), stderr: printed.stderr.join('') };
  } finally {
    log.mock.restore();
    error.mock.restore();
    process.exitCode = exitCode;
  }
}

const CAPTIONS = 'WEBVTT\n\n00:00.300 --> 00:01.200\n<v Agent>Hi, this is Ava.\n\n00:01.600 --> 00:01.900\n<v Caller>Hello.\n';

/** A deployment's folder with `agents`' recordings: 2 s of tone as MP3 each, and their captions. */
function recordings(agents = ['leadQualification', 'policyRenewal']) {
  const folder = mkdtempSync(path.join(tmpdir(), 'samples-'));
  mkdirSync(path.join(folder, 'samples'));
  const mp3 = path.join(folder, 'samples', `${agents[0]}.mp3`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-ac', '1', '-b:a', '32k', mp3]);
  for (const agent of agents.slice(1)) writeFileSync(path.join(folder, 'samples', `${agent}.mp3`), readFileSync(mp3));
  for (const agent of agents) writeFileSync(path.join(folder, 'samples', `${agent}.vtt`), CAPTIONS);
  return folder;
}

const listed = (folder) => JSON.parse(readFileSync(path.join(folder, 'samples.json'), 'utf8'));
const relist = (folder, edit) => {
  const list = listed(folder);
  edit(list.samples);
  writeFileSync(path.join(folder, 'samples.json'), JSON.stringify(list));
};

test('list names each agent’s recordings with their integrity, and check passes them, printing each integrity', () => {
  const folder = recordings();
  const result = run('list', folder);
  assert.equal(result.status, 0, result.stderr);
  const mp3 = readFileSync(path.join(folder, 'samples/leadQualification.mp3'));
  assert.deepEqual(listed(folder).samples.leadQualification, {
    synthesized: false,
    audio: [{ url: '/samples/leadQualification.mp3', integrity: integrityOf(mp3), type: 'audio/mpeg' }],
    captions: { url: '/samples/leadQualification.vtt', integrity: integrityOf(CAPTIONS) },
  });
  assert.deepEqual(Object.keys(listed(folder).samples), ['leadQualification', 'policyRenewal']);
  assert.match(result.stdout, new RegExp(`^${integrityOf(mp3).replace(/[+/]/g, '\\$&')}  /samples/leadQualification\\.mp3$`, 'm'));
  assert.match(result.stdout, /^\(none\) {2}customerSupport: its card offers no sample$/m);
  assert.equal(listed(folder).samples.policyRenewal.synthesized, false);
  assert.equal(run('list', folder, '--synthesized').status, 0);
  assert.equal(listed(folder).samples.policyRenewal.synthesized, true);
});

test('check fails naming each file that is missing, changed, mislabelled or unreadable, and what it is instead', () => {
  const folder = recordings();
  run('list', folder);
  // A recording replaced after samples.json was made.
  writeFileSync(path.join(folder, 'samples/policyRenewal.vtt'), CAPTIONS.replace('Ava', 'Eva'));
  relist(folder, (samples) => {
    samples.leadQualification.audio[0].type = 'audio/ogg';
    samples.customerSupport = { ...samples.policyRenewal, captions: { url: '/samples/gone.vtt', integrity: integrityOf('x') } };
    samples.ava = samples.policyRenewal;
  });
  const result = run('check', folder);
  assert.equal(result.status, 1);
  const problems = result.stderr.trim().split('\n');
  assert.deepEqual(problems, [
    '✗ /samples.json: no demo agent is called "ava" (known: leadQualification, appointmentBooking, salesQualification, customerSupport, reservationAssistant, educationalReceptionist, mortgageSupport, policyRenewal)',
    '✗ /samples/leadQualification.mp3 is not Ogg audio, as its type audio/ogg says',
    `✗ /samples/gone.vtt is missing (no ${path.join(folder, 'samples/gone.vtt')})`,
    `✗ /samples/policyRenewal.vtt does not match its integrity in samples.json: it is ${integrityOf(CAPTIONS.replace('Ava', 'Eva'))}, not ${integrityOf(CAPTIONS)}`,
  ]);
});

test('check reads the captions as the site does, and measures them against the audio', () => {
  const folder = recordings(['leadQualification']);
  const srt = '1\n00:00:00,300 --> 00:00:01,200\nHi';
  const late = 'WEBVTT\n\n00:00.300 --> 00:05.000\n<v Agent>Hi, this is Ava.\n';
  writeFileSync(path.join(folder, 'samples/leadQualification.vtt'), late);
  assert.equal(run('list', folder).status, 1);
  assert.match(
    run('check', folder).stderr,
    /^✗ \/samples\/leadQualification\.vtt runs to 5 s, past the end of \/samples\/leadQualification\.mp3 \(2\.0 s\)$/m,
  );
  writeFileSync(path.join(folder, 'samples/leadQualification.vtt'), 'WEBVTT\n\n00:00.300 --> 00:01.000\n<v Caller>Hi\n');
  run('list', folder);
  assert.match(run('check', folder).stderr, /^✗ \/samples\/leadQualification\.vtt: no cue is the agent's \(<v Agent>\)$/m);
  writeFileSync(path.join(folder, 'samples/leadQualification.vtt'), srt);
  run('list', folder);
  assert.match(
    run('check', folder).stderr,
    /^✗ \/samples\/leadQualification\.vtt: the captions are not valid WebVTT \(it does not start with WEBVTT\)$/m,
  );
});

test('check of a folder with no samples.json, or a broken one, says so', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'samples-'));
  assert.deepEqual(run('check', folder), {
    status: 1,
    stdout: '',
    stderr: `✗ ${path.join(folder, 'samples.json')} is missing: every card would offer no sample\n`,
  });
  writeFileSync(path.join(folder, 'samples.json'), '{"samples": ');
  assert.match(run('check', folder).stderr, /^✗ \/samples\.json is not valid JSON/);
  writeFileSync(path.join(folder, 'samples.json'), '[]');
  assert.equal(run('check', folder).stderr, '✗ /samples.json must hold a JSON object with a "samples" object (agent → its sample)\n');
  rmSync(folder, { recursive: true });
  assert.match(run('list', folder).stderr, /^✗ .*samples is missing: put each agent's audio and captions there\n$/);
});

test('captions-from-vapi times each message of the assistant and the customer from the start of the call', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'vapi-'));
  const call = {
    id: 'call-1',
    artifact: {
      messages: [
        { role: 'system', message: 'You are Ava.', time: 1000, secondsFromStart: 0 },
        {
          role: 'bot',
          message: 'Hi, this is Ava. Is now a good time?',
          time: 1_700_000_000_500,
          endTime: 1_700_000_003_250,
          secondsFromStart: 0.5,
        },
        { role: 'user', message: 'Yes, go ahead & ask.', time: 1_700_000_004_000, endTime: 1_700_000_005_120, secondsFromStart: 4 },
        { role: 'tool_calls', toolCalls: [], message: '', time: 1_700_000_005_200, secondsFromStart: 5.2 },
        { role: 'bot', message: 'Great.', time: 1_700_000_005_900, endTime: 1_700_000_006_400, secondsFromStart: 5.9 },
      ],
    },
  };
  writeFileSync(path.join(folder, 'call.json'), JSON.stringify(call));
  const out = path.join(folder, 'ava.vtt');
  assert.deepEqual(run('captions-from-vapi', path.join(folder, 'call.json'), out, '--offset', '0.25'), {
    status: 0,
    stdout: `wrote ${out}: 3 cues, to 6.7 s\n`,
    stderr: '',
  });
  assert.equal(
    readFileSync(out, 'utf8'),
    'WEBVTT - recorded call call-1\n\n' +
      '00:00:00.750 --> 00:00:03.500\n<v Agent>Hi, this is Ava. Is now a good time?\n\n' +
      '00:00:04.250 --> 00:00:05.370\n<v Caller>Yes, go ahead &amp; ask.\n\n' +
      '00:00:06.150 --> 00:00:06.650\n<v Agent>Great.\n',
  );
  writeFileSync(path.join(folder, 'call.json'), JSON.stringify({ artifact: { messages: [{ role: 'bot', message: 'Hi' }] } }));
  assert.deepEqual(run('captions-from-vapi', path.join(folder, 'call.json'), out), {
    status: 1,
    stdout: '',
    stderr: `✗ ${path.join(folder, 'call.json')}: message 0 (bot) has no text, or no secondsFromStart, time and endTime to time it\n`,
  });
  assert.equal(run('captions-from-vapi', path.join(folder, 'call.json'), out, '--offset', 'soon').status, 2);
});

test('--help prints the usage and exits 0; a wrong command line exits 2 with it', () => {
  assert.match(run('--help').stdout, /^usage: demo-samples\.mjs check\|list\|captions-from-vapi/);
  assert.equal(run('--help').status, 0);
  for (const args of [[], ['play'], ['check'], ['check', 'a', 'b'], ['check', '.', '--synthesized'], ['list', '.', '--loud']]) {
    const result = run(...args);
    assert.equal(result.status, 2, args.join(' '));
    assert.match(result.stderr, /usage: demo-samples\.mjs/);
  }
});

test('the shell’s build ships a synthesized sample of every agent that passes the check, captioned with its script', () => {
  const shell = fileURLToPath(new URL('../../shell/dist', import.meta.url));
  const built = run('check', shell);
  assert.equal(built.status, 0, `${built.stderr}(build the shell first: npm run build)`);
  const { samples } = listed(shell);
  assert.deepEqual(Object.keys(samples).sort(), Object.keys(SAMPLE_SCRIPTS).sort());
  for (const [agent, sample] of Object.entries(samples)) {
    assert.equal(sample.synthesized, true, agent);
    const cues = parseWebVtt(readFileSync(path.join(shell, sample.captions.url), 'utf8'));
    assert.deepEqual(
      cues.map(({ speaker, text }) => ({ speaker, text })),
      SAMPLE_SCRIPTS[agent].lines,
      agent,
    );
  }
});
