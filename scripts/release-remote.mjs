// Releases one app's build to the folder its server serves, or rolls it back,
// without touching any other app.
//
//   node scripts/release-remote.mjs publish  <app-dir> <served-folder>
//   node scripts/release-remote.mjs rollback <app-dir> <served-folder>
//   node scripts/release-remote.mjs list     <app-dir> <served-folder>
//
// Hashed files under assets/ are only ever added, never removed, so a page that
// loaded an earlier release keeps finding its chunks. The small unhashed files
// (mf-manifest.json, remoteEntry.js, index.html, ...) are what a release swaps;
// each release's copy of them is kept in <served-folder>/.releases/<id>/.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RELEASES = '.releases';

function entryFiles(folder) {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

function releaseLog(served) {
  const file = path.join(served, RELEASES, 'log.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { releases: [], current: null };
}

function saveLog(served, log) {
  writeFileSync(path.join(served, RELEASES, 'log.json'), `${JSON.stringify(log, null, 2)}\n`);
}

function activate(served, releaseDir) {
  for (const name of entryFiles(releaseDir)) cpSync(path.join(releaseDir, name), path.join(served, name));
}

export function publish(dist, served, now = new Date()) {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no mf-manifest.json: build it first`);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const version = manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const id = `${now.toISOString().replace(/[:.]/g, '-')}_${version}`;
  mkdirSync(path.join(served, 'assets'), { recursive: true });
  // Chunks first, so no entry ever points at a chunk that is not there yet.
  if (existsSync(path.join(dist, 'assets'))) cpSync(path.join(dist, 'assets'), path.join(served, 'assets'), { recursive: true });
  const releaseDir = path.join(served, RELEASES, id);
  mkdirSync(releaseDir, { recursive: true });
  for (const name of entryFiles(dist)) cpSync(path.join(dist, name), path.join(releaseDir, name));
  activate(served, releaseDir);
  const log = releaseLog(served);
  log.releases.push({ id, version });
  log.current = id;
  saveLog(served, log);
  return id;
}

export function rollback(served) {
  const log = releaseLog(served);
  const index = log.releases.findIndex((release) => release.id === log.current);
  const previous = log.releases[index - 1];
  if (!previous) throw new Error('There is no earlier release to roll back to');
  activate(served, path.join(served, RELEASES, previous.id));
  log.current = previous.id;
  saveLog(served, log);
  return previous.id;
}

export function list(served) {
  return releaseLog(served);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, appDir, served] = process.argv.slice(2);
  if (!command || !appDir || !served) {
    console.error('usage: release-remote.mjs publish|rollback|list <app-dir> <served-folder>');
    process.exit(2);
  }
  try {
    if (command === 'publish') console.log(`published ${publish(path.join(appDir, 'dist'), served)}`);
    else if (command === 'rollback') console.log(`rolled back to ${rollback(served)}`);
    else if (command === 'list') console.log(JSON.stringify(list(served), null, 2));
    else throw new Error(`unknown command ${command}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

