import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const shellDist = path.resolve(__dirname, '../../shell/dist');

/**
 * Edits a file deployed beside the shell, the way an operator would, and
 * returns a function that puts the original back.
 */
export function editDeployedFile(name: 'remotes.json' | 'site-config.json', edit: (original: string) => string) {
  const file = path.join(shellDist, name);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, edit(original));
  return () => writeFileSync(file, original);
}

export function editDeployedJson<T>(name: 'remotes.json' | 'site-config.json', edit: (json: T) => unknown) {
  return editDeployedFile(name, (original) => JSON.stringify(edit(JSON.parse(original) as T), null, 2));
}
