// The release history of one app, kept in its release-state folder (outside what
// the server serves). `live` is a stack of activations: publish pushes, rollback
// pops, so a rollback always returns to the release that was live before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './files.mjs';

const FILE = 'history.json';

export function readHistory(stateDir) {
  const file = path.join(stateDir, FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { releases: [], live: [], events: [] };
}

export function saveHistory(stateDir, history, io) {
  writeFileAtomic(path.join(stateDir, FILE), `${JSON.stringify(history, null, 2)}\n`, io);
}

export const currentRelease = (history) => history.live.at(-1) ?? null;
