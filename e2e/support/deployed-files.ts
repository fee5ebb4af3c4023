import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deploySplit } from '@callvera/release/page-splits';

const shellDist = path.resolve(__dirname, '../../shell/dist');

/** The run-time files beside the shell, and the home page as the prerender wrote it. */
type DeployedFile = 'remotes.json' | 'site-config.json' | 'samples.json' | 'index.html';

/**
 * Edits a file deployed beside the shell, the way an operator (or an earlier
 * prerender) would, and returns a function that puts the original back.
 */
export function editDeployedFile(name: DeployedFile, edit: (original: string) => string) {
  const file = path.join(shellDist, name);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, edit(original));
  return () => writeFileSync(file, original);
}

/**
 * Puts a file beside the shell that its build did not write (an operator's own recording, say), at a path
 * under the shell's folder, and returns a function that takes it away.
 */
export function addDeployedFile(name: string, content: string) {
  const file = path.join(shellDist, name);
  writeFileSync(file, content);
  return () => rmSync(file, { force: true });
}

export function editDeployedJson<T>(name: Exclude<DeployedFile, 'index.html'>, edit: (json: T) => unknown) {
  return editDeployedFile(name, (original) => JSON.stringify(edit(JSON.parse(original) as T), null, 2));
}

/**
 * Splits pricing between the control and annual-first in the deployed remotes.json, and writes the split into
 * the pages served beside it, as the growth team starts an experiment (docs/growth-loop.md). Returns
 * a function that puts both back.
 */
export function splitPricing(weights: { control: number; 'annual-first': number }, entries: { control: string; 'annual-first': string }) {
  return deploySplit(
    shellDist,
    'pricing',
    (['control', 'annual-first'] as const).map((name) => ({ name, entry: entries[name], weight: weights[name] })),
  );
}
