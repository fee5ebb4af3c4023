// @ts-check
// Plain JavaScript, so the sample check command checks a deployment's list in Node as a page does.
import * as v from 'valibot';
import { DEMO_AGENT_KEYS } from '../demo-agents/demo-agent-keys.js';
import { SITE_PATH } from '../navigation/site-path.js';
import { describeIssues } from '../validation/describe-issues.js';
import { SampleError } from './sample-error.js';

/** Where the shell serves the deployed sample list, beside site-config.json. */
export const SAMPLE_LIST_PATH = '/samples.json';

const SITE_FILE = 'must be a path on this site, starting with /';
const INTEGRITY = 'must be a Subresource Integrity hash such as sha384-<base64>';
const AUDIO_TYPE = 'must be an audio MIME type such as audio/mpeg';

const deployedFileEntries = {
  url: v.pipe(v.string(SITE_FILE), v.regex(SITE_PATH, SITE_FILE)),
  integrity: v.pipe(v.string(INTEGRITY), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, INTEGRITY)),
};

const sampleEntrySchema = v.object(
  {
    /** Spoken by a speech synthesizer from the agent's script (the build's default), not recorded from a call. */
    synthesized: v.boolean('must be true or false'),
    /** The same call in one or more formats, the preferred first: a browser plays the first it can. */
    audio: v.pipe(
      v.array(
        v.object(
          { ...deployedFileEntries, type: v.pipe(v.string(AUDIO_TYPE), v.regex(/^audio\/[a-z0-9.+-]+(;.*)?$/i, AUDIO_TYPE)) },
          'must hold url, type and integrity',
        ),
        'must be a list of audio files',
      ),
      v.minLength(1, 'must name at least one audio file'),
    ),
    /** WebVTT, each cue naming its speaker. */
    captions: v.object(deployedFileEntries, 'must hold url and integrity'),
  },
  'must hold synthesized, audio and captions',
);

/** @typedef {v.InferOutput<typeof sampleEntrySchema>} SampleEntry */
/** @typedef {SampleEntry['captions']} SampleFile */
/** @typedef {SampleEntry['audio'][number]} SampleAudioFile */
/** @typedef {import('../demo-agents/demo-agent-keys.js').DemoAgentKey} DemoAgentKey */

/**
 * The deployed sample list, checked: each agent's entry, or why it cannot be used. `url` is where it was read
 * from, to name it in messages; `unknownKeys` are the file's keys that are no demo agent's (a typo).
 * @typedef {{
 *   url: string;
 *   samples: Partial<Record<DemoAgentKey, { entry: SampleEntry } | { problem: string }>>;
 *   unknownKeys: string[];
 * }} SampleList
 */

/**
 * Checks the deployed sample list. A file that is no `{ "samples": { … } }` object throws a SampleError; a bad
 * entry switches off only that agent's sample, with a sentence naming the bad value.
 * @param {unknown} raw
 * @returns {SampleList}
 */
export function parseSampleList(raw, url = SAMPLE_LIST_PATH) {
  const samples = /** @type {{ samples?: unknown } | null} */ (raw)?.samples;
  if (typeof samples !== 'object' || samples === null || Array.isArray(samples)) {
    throw new SampleError('unreadable', `${url} must hold a JSON object with a "samples" object (agent → its sample)`);
  }
  /** @type {SampleList} */
  const list = { url, samples: {}, unknownKeys: [] };
  for (const [key, value] of Object.entries(samples)) {
    if (!(/** @type {readonly string[]} */ (DEMO_AGENT_KEYS).includes(key))) {
      list.unknownKeys.push(key);
      continue;
    }
    const checked = v.safeParse(sampleEntrySchema, value);
    list.samples[/** @type {DemoAgentKey} */ (key)] = checked.success
      ? { entry: checked.output }
      : { problem: `${url}: ${describeIssues(checked.issues, `samples.${key}`)}` };
  }
  return list;
}

/** A sentence naming the list's keys that are no demo agent's, if it has any. */
export function unknownKeysWarning(/** @type {SampleList} */ list) {
  if (!list.unknownKeys.length) return undefined;
  const named = list.unknownKeys.map((key) => `"${key}"`).join(', ');
  return `${list.url}: no demo agent is called ${named} (known: ${DEMO_AGENT_KEYS.join(', ')})`;
}

/**
 * The agent's checked entry, when the list has a usable one.
 * @param {SampleList} list
 * @param {DemoAgentKey} agentKey
 */
export function sampleEntry(list, agentKey) {
  const sample = list.samples[agentKey];
  return sample && 'entry' in sample ? sample.entry : undefined;
}
