// The deployed sample list (samples.json): each agent's files, named with their integrity, as the site's check reads it.
import { integrityOf } from '../manifest-integrity.mjs';

/**
 * @typedef {{ url: string, bytes: Buffer | string }} ListedFile
 * @typedef {{ synthesized: boolean, audio: (ListedFile & { type: string })[], captions: ListedFile }} ListedSample
 */

const listed = ({ url, bytes }) => ({ url, integrity: integrityOf(bytes) });

/**
 * samples.json's text, each file's integrity taken from its bytes.
 * @param {Record<string, ListedSample>} samples  agent key → its sample
 */
export function sampleListFile(samples) {
  const entries = Object.entries(samples).map(([agentKey, sample]) => [
    agentKey,
    {
      synthesized: sample.synthesized,
      audio: sample.audio.map((file) => ({ ...listed(file), type: file.type })),
      captions: listed(sample.captions),
    },
  ]);
  return `${JSON.stringify({ samples: Object.fromEntries(entries) }, null, 2)}\n`;
}
