// A release store (releases.mjs) on an S3-compatible bucket that a CDN serves. An app's objects live under its
// prefix (shell/, mfe-pricing/, ...): hashed assets uploaded as immutable and never deleted, swapped files as
// no-cache. Its state (history, each release's swapped files, the lock) lives under _releases/<prefix>/, outside
// what the CDN serves, so any machine can roll back.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { isPrecompressedCopy } from '@callvera/tooling/precompress-plugin';
import { isManifestFile } from './composition-gate.mjs';
import { listTree } from './files.mjs';
import { copyObject, IMMUTABLE, keysUnder, objectExists, readBytes, removeObject, REVALIDATE, upload } from './bucket-objects.mjs';

export { IMMUTABLE, readObject, REVALIDATE } from './bucket-objects.mjs';

/** A lock older than this is left over from a crash (no publish takes this long). */
const STALE_LOCK_MS = 30 * 60 * 1000;
const BUSY = 'Another release is running for this app; try again when it ends';

/** Takes the lock object at `key`, or throws; returns its release. */
async function takeLock(place, key, now = Date.now()) {
  const held = await readBytes(place, key);
  const holder = held && JSON.parse(held.toString('utf8'));
  if (holder && now - holder.at < STALE_LOCK_MS)
    throw new Error(
      `Another release is running for this app (${holder.by} since ${new Date(holder.at).toISOString()}); try again when it ends`,
    );
  if (holder) await removeObject(place, key);
  const token = `${process.pid}-${now}-${Math.random().toString(36).slice(2)}`;
  const text = `${JSON.stringify({ by: `pid ${process.pid}`, at: now, token }, null, 2)}\n`;
  try {
    // Conditional: of two publishes racing here, S3 lets only one create the lock.
    await upload(place, key, { text, extra: { IfNoneMatch: '*' } });
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 412) throw new Error(BUSY, { cause: error });
    throw error;
  }
  // Servers that ignore the condition: the last writer holds the lock, the other backs off.
  if (JSON.parse((await readBytes(place, key))?.toString('utf8') ?? 'null')?.token !== token) throw new Error(BUSY);
  return () => removeObject(place, key);
}

/** Copies every object under `prefix` into a new local folder, for a release that reads a build from disk. */
async function downloaded(place, prefix) {
  const folder = mkdtempSync(path.join(tmpdir(), 'canary-'));
  for (const key of await keysUnder(place, prefix)) {
    const file = path.join(folder, key.slice(prefix.length));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await readBytes(place, key));
  }
  return folder;
}

/** Hashed files (under assets/) never change under their name; every other file is revalidated on each load. */
const cacheControlOf = (file) => (file.startsWith('assets/') ? IMMUTABLE : REVALIDATE);

/** @param {{ bucket: string, prefix: string, endpoint?: string, region?: string, client?: S3Client }} options */
export function bucketStore({ bucket, prefix, endpoint, region = process.env.AWS_REGION ?? 'us-east-1', client }) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(prefix))
    throw new Error(`Prefix ${JSON.stringify(prefix)}: one lowercase folder name per app, such as mfe-pricing`);
  const place = { client: client ?? new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) }), bucket };
  const site = (file) => `${prefix}/${file}`;
  const state = (file) => `_releases/${prefix}/${file}`;
  const store = {
    ...place,
    prefix,
    site,
    state,
    id: state(''),
    where: `s3://${bucket}/${site('')}`,
    whereOf: (file) => `s3://${bucket}/${site(file)}`,
    stateAt: state,
    /** Another app's prefix of the same bucket. */
    at: (other) => bucketStore({ bucket, prefix: other, client: place.client }),
    readServed: (file) => readBytes(place, site(file)),
    hasServed: (file) => objectExists(place, site(file)),
    servedManifests: async () => {
      const files = (await keysUnder(place, site(''))).map((key) => key.slice(site('').length)).filter(isManifestFile);
      return Promise.all(
        files.sort().map(async (file) => ({ file, manifest: JSON.parse((await readBytes(place, site(file))).toString('utf8')) })),
      );
    },
    writeServed: (file, text) => upload(place, site(file), { text, cacheControl: cacheControlOf(file) }),
    readState: (file) => readBytes(place, state(file)),
    writeState: (file, text) => upload(place, state(file), { text }),
    deleteState: (file) => removeObject(place, state(file)),
    /** The app's lock (or, with `scope`, another of its locks): a conditional create; returns its release. */
    lock: (scope = '') => takeLock(place, state(scope ? `${scope}/lock` : 'lock')),
    keptPrefix: (id) => `${id}/`,
    keepsManifestCopy: false,
    // A bucket sends an object as stored, whatever the browser accepts: CloudFront compresses on its own.
    assetsToServe: (assets) => assets.filter((file) => !isPrecompressedCopy(file)),
    pagesRecord: (shell) => ({ pagesPrefix: shell?.prefix ?? null }),
    pagesStoreOf: (release) => (release.pagesPrefix ? store.at(release.pagesPrefix) : null),
    /** A release's kept files: uploaded as they come, named only once the history names the release. */
    keeping: (id) => ({
      copy: (file, from) => upload(place, state(`${id}/${file}`), { file: from }),
      write: (file, text) => upload(place, state(`${id}/${file}`), { text }),
      copyServed: (file, shell, servedFile) => copyObject(place, shell.site(servedFile), state(`${id}/${file}`)),
      commit: async () => {},
      discard: async () => {},
      forget: async () => {},
    }),
    /** An activation: new hashed files uploaded now (nothing served names them yet), the swaps made on commit. */
    activation: () => {
      let present;
      const steps = [];
      return {
        addAsset: async (file, from) => {
          present ??= new Set(await keysUnder(place, site('assets/')));
          if (!present.has(site(file))) await upload(place, site(file), { file: from, cacheControl: IMMUTABLE });
        },
        put: async (to, file, source) =>
          steps.push(() =>
            'text' in source
              ? upload(place, to.site(file), { text: source.text })
              : copyObject(place, source.from.stateAt(source.file), to.site(file)),
          ),
        drop: async (to, file) => steps.push(() => removeObject(place, to.site(file))),
        commit: async () => {
          for (const step of steps) await step();
        },
        discard: async () => {},
      };
    },
    /** Serves a build in `folder`: hashed files first, the manifest last, so nothing names the folder before it is whole. */
    serveBuild: async (folder, dist) => {
      const files = listTree(dist).sort((a, b) => Number(a.endsWith('mf-manifest.json')) - Number(b.endsWith('mf-manifest.json')));
      for (const file of files)
        await upload(place, site(`${folder}/${file}`), {
          file: path.join(dist, file),
          cacheControl: cacheControlOf(file),
        });
    },
    /** Stops serving a folder `serveBuild` served: its manifest first, so nothing names a file already gone. */
    removeBuild: async (folder) => {
      const keys = await keysUnder(place, site(`${folder}/`));
      const order = keys.sort((a, b) => Number(b.endsWith('mf-manifest.json')) - Number(a.endsWith('mf-manifest.json')));
      for (const key of order) await removeObject(place, key);
    },
    servedOnDisk: (folder) => downloaded(place, site(folder ? `${folder}/` : '')),
    stateOnDisk: (prefix) => downloaded(place, state(prefix)),
  };
  return store;
}
