// Releases an app's build into an S3-compatible bucket that a CDN serves, and rolls it back.
//
// Objects of an app live under its prefix (shell/, mfe-pricing/, ...): hashed
// assets uploaded first as immutable and never deleted, then the swapped files
// (mf-manifest.json, remoteEntry.js, pages, remotes.json, ...) as no-cache. The
// history, each release's swapped files and the lock live under
// _releases/<prefix>/, outside what the CDN serves, so any machine can roll back.
// Credentials come from the environment (the AWS SDK's usual chain), never the repo.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { readBuild, swapOrder } from './build-files.mjs';
import { isManifestFile } from './composition-gate.mjs';
import { contentTypeOf } from './content-types.mjs';
import { releaseId } from './version.mjs';
import { isPrecompressedCopy } from '@callvera/tooling/precompress-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A lock older than this is left over from a crash (no publish takes this long). */
const STALE_LOCK_MS = 30 * 60 * 1000;

/** @param {{ bucket: string, prefix: string, endpoint?: string, region?: string, client?: S3Client }} options */
export function bucketTarget({ bucket, prefix, endpoint, region = process.env.AWS_REGION ?? 'us-east-1', client }) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(prefix))
    throw new Error(`Prefix ${JSON.stringify(prefix)}: one lowercase folder name per app, such as mfe-pricing`);
  return {
    client: client ?? new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) }),
    bucket,
    site: (file) => `${prefix}/${file}`,
    state: (file) => `_releases/${prefix}/${file}`,
  };
}

const isMissing = (error) => error?.name === 'NotFound' || error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;

export async function readJson(target, key) {
  try {
    const object = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
    return JSON.parse(await object.Body.transformToString());
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export const putJson = (target, key, value, extra = {}) =>
  target.client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: key,
      Body: `${JSON.stringify(value, null, 2)}\n`,
      ContentType: contentTypeOf(key),
      CacheControl: REVALIDATE,
      ...extra,
    }),
  );

async function acquireLock(target, now = Date.now()) {
  const key = target.state('lock');
  const holder = await readJson(target, key);
  if (holder && now - holder.at < STALE_LOCK_MS) {
    throw new Error(
      `Another release is running for this app (${holder.by} since ${new Date(holder.at).toISOString()}); try again when it ends`,
    );
  }
  if (holder) await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
  const token = `${process.pid}-${now}-${Math.random().toString(36).slice(2)}`;
  try {
    // Conditional: of two publishes racing here, S3 lets only one create the lock.
    await putJson(target, key, { by: `pid ${process.pid}`, at: now, token }, { IfNoneMatch: '*' });
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 412)
      throw new Error('Another release is running for this app; try again when it ends', { cause: error });
    throw error;
  }
  // Servers that ignore the condition: the last writer holds the lock, the other backs off.
  if ((await readJson(target, key))?.token !== token) throw new Error('Another release is running for this app; try again when it ends');
  return () => target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
}

export async function withLock(target, work) {
  const release = await acquireLock(target);
  try {
    return await work();
  } finally {
    await release();
  }
}

export const readHistory = async (target) =>
  (await readJson(target, target.state('history.json'))) ?? { releases: [], live: [], events: [] };

export async function record(target, history, event) {
  history.events.push({ at: new Date().toISOString(), ...event });
  await putJson(target, target.state('history.json'), history);
}

/** The keys of every object served under `folder` of the app's prefix ('' for all of it). */
async function servedKeys(target, folder) {
  const keys = new Set();
  let ContinuationToken;
  do {
    const page = await target.client.send(
      new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.site(folder), ContinuationToken }),
    );
    for (const object of page.Contents ?? []) keys.add(object.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

const existingAssets = (target) => servedKeys(target, 'assets/');

/** Every mf-manifest.json the app's prefix serves: its own and its variants'. */
export async function servedManifests(target) {
  const prefix = target.site('');
  const files = [...(await servedKeys(target, ''))].map((key) => key.slice(prefix.length)).filter(isManifestFile);
  return Promise.all(files.sort().map(async (file) => ({ file, manifest: JSON.parse((await readObject(target, file)).body) })));
}

/** Uploads a file, or the text given for it. */
export const upload = (target, key, file, cacheControl, text) =>
  target.client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: key,
      Body: text ?? readFileSync(file),
      ContentType: contentTypeOf(key),
      CacheControl: cacheControl,
    }),
  );

/** An object's bytes, or null when there is none. */
export async function readBytes(target, key) {
  try {
    const object = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
    return Buffer.from(await object.Body.transformToByteArray());
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Rewrites one served object (the shell's remotes.json) under the app's lock: `change` gets its text (null: none) and returns the new one. */
export function rewriteServedObject(target, file, change) {
  return withLock(target, async () => {
    const text = await change((await servedObject(target, file))?.toString('utf8') ?? null);
    await upload(target, target.site(file), null, REVALIDATE, text);
    return text;
  });
}

/** A file as the app's prefix serves it, or null. */
export const servedObject = (target, file) => readBytes(target, target.site(file));

/** A file of a kept release, or null. */
export const keptObject = (target, id, file) => readBytes(target, target.state(`${id}/files/${file}`));

/** Every mf-manifest.json a kept release holds: the app's own and its variants'. */
export async function keptManifests(target, id) {
  const release = await readJson(target, target.state(`${id}/release.json`));
  if (!release) throw new Error(`Release ${id} is not kept in s3://${target.bucket}/${target.state('')}`);
  return Promise.all(
    release.files
      .filter(isManifestFile)
      .sort()
      .map(async (file) => ({ file, manifest: JSON.parse((await keptObject(target, id, file)).toString('utf8')) })),
  );
}

/** The release a rollback would make live: the one live before the current one. */
export async function rollbackTarget({ target }) {
  const history = await readHistory(target);
  if (history.live.length < 2) throw new Error('There is no earlier release to roll back to');
  return history.live.at(-2);
}

/**
 * The live shell's remotes.json around an activation that changes a remote's files (see folder-target.mjs's PinsUpdate).
 * @param {{ shell: ReturnType<typeof bucketTarget>, update: (served: string) => { during: string, after: string } | null } | undefined} pins
 */
async function pinsAround(pins) {
  const served = pins && (await readBytes(pins.shell, pins.shell.site('remotes.json')));
  const texts = served ? pins.update(served.toString('utf8')) : null;
  const put = (text) => upload(pins.shell, pins.shell.site('remotes.json'), null, REVALIDATE, text);
  return { during: async () => texts && (await put(texts.during)), after: async () => texts && (await put(texts.after)) };
}

/** Copies a kept object over a served one, to be revalidated on every load. */
const copyServed = (target, fromKey, toKey) =>
  target.client.send(
    new CopyObjectCommand({
      Bucket: target.bucket,
      Key: toKey,
      CopySource: encodeURI(`${target.bucket}/${fromKey}`),
      MetadataDirective: 'REPLACE',
      ContentType: contentTypeOf(toKey),
      CacheControl: REVALIDATE,
    }),
  );

const remove = (target, key) => target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));

/** Copies a release's kept files over the served ones, swapped files last, and removes those it has not; `texts` gives some files' text. */
async function activate(target, release, previous, texts = {}) {
  for (const file of swapOrder(release.files)) {
    if (Object.hasOwn(texts, file)) await upload(target, target.site(file), null, REVALIDATE, texts[file]);
    else await copyServed(target, target.state(`${release.id}/files/${file}`), target.site(file));
  }
  for (const file of previous?.files ?? []) if (!release.files.includes(file)) await remove(target, target.site(file));
}

/** Runs `work` holding the app's lock, and the shell's too when the release swaps the shell's pages or pins. */
const withLocks = (target, shell, work) =>
  withLock(target, () => (shell && shell.site('') !== target.site('') ? withLock(shell, work) : work()));

export const objectExists = (target, key) =>
  target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: key })).then(
    () => true,
    (error) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );

/**
 * @param {{ app: string, dist: string, target: ReturnType<typeof bucketTarget>, now?: Date,
 *           pages?: { shellPrefix: string, files: Record<string, string> },
 *           rewrite?: Record<string, () => Promise<string>>,
 *           pins?: { shell: ReturnType<typeof bucketTarget>, update: (served: string) => { during: string, after: string } | null } }} options
 *   pages: the remote's prerendered pages, swapped into the shell's prefix with it (pricing/index.html → built file)
 *   rewrite: files released with another text than the build's (the shell's remotes.json, pinned), made once locked
 *   pins: the live shell's remotes.json, pinned to the release meanwhile and after (see pinsAround)
 * @returns {Promise<string>} the new release's id
 */
export async function publishToBucket({ app, dist, target, pages, rewrite = {}, pins, now = new Date() }) {
  const build = readBuild(dist);
  const { version, files } = build;
  // A bucket sends an object as stored, whatever the browser accepts: CloudFront compresses on its own.
  const assets = build.assets.filter((file) => !isPrecompressedCopy(file));
  if (pages && pins && pages.shellPrefix !== pins.shell.site('').slice(0, -1)) throw new Error('The pages and the pins go to two shells');
  const shell = pages ? bucketTarget({ bucket: target.bucket, prefix: pages.shellPrefix, client: target.client }) : (pins?.shell ?? null);
  return withLocks(target, shell, async () => {
    const history = await readHistory(target);
    const id = releaseId(now, version);
    if (history.releases.some((entry) => entry.id === id)) throw new Error(`Release ${id} exists already`);
    const previousId = history.live.at(-1);
    const previous = previousId ? await readJson(target, target.state(`${previousId}/release.json`)) : null;
    const pageFiles = Object.keys(pages?.files ?? {}).sort();
    const replacedPages = [];
    for (const file of pageFiles) if (await objectExists(shell, shell.site(file))) replacedPages.push(file);
    const release = {
      id,
      app,
      version,
      publishedAt: now.toISOString(),
      files,
      assets,
      pages: pageFiles,
      replacedPages,
      pagesPrefix: pages?.shellPrefix ?? null,
    };
    // 1. New hashed files; nothing served names them yet.
    const present = await existingAssets(target);
    for (const file of assets)
      if (!present.has(target.site(file))) await upload(target, target.site(file), path.join(dist, file), IMMUTABLE);
    // 2. This release's swapped files and pages, and the shell's pages they replace, kept for activation and rollback.
    for (const file of files) {
      const text = Object.hasOwn(rewrite, file) ? await rewrite[file]() : undefined;
      await upload(target, target.state(`${id}/files/${file}`), path.join(dist, file), REVALIDATE, text);
    }
    for (const file of pageFiles) await upload(target, target.state(`${id}/pages/${file}`), pages.files[file], REVALIDATE);
    for (const file of replacedPages) await copyServed(target, shell.site(file), target.state(`${id}/replaced/${file}`));
    await putJson(target, target.state(`${id}/release.json`), release);
    // 3. Recorded before it goes live, then swapped in: the remote, then its pages.
    history.releases.push({ id, version, publishedAt: release.publishedAt });
    history.live.push(id);
    await record(target, history, { action: 'publish', id });
    const pinned = await pinsAround(pins);
    await pinned.during();
    await activate(target, release, previous);
    for (const file of pageFiles) await copyServed(target, target.state(`${id}/pages/${file}`), shell.site(file));
    await pinned.after();
    return id;
  });
}

/**
 * Makes the release that was live before the current one live again, with the shell's pages the current one replaced.
 * @param {{ target: ReturnType<typeof bucketTarget>, expected?: string, rewrite?: Record<string, () => Promise<string>>,
 *           pins?: { shell: ReturnType<typeof bucketTarget>, update: (served: string) => { during: string, after: string } | null } }} options
 *   expected: the release the caller checked (rollbackTarget); another one live meanwhile stops the rollback.
 */
export async function rollbackBucket({ target, expected, rewrite = {}, pins }) {
  const history = await readHistory(target);
  const currentId = history.live.at(-1);
  const current = currentId ? await readJson(target, target.state(`${currentId}/release.json`)) : null;
  const pagesShell = current?.pagesPrefix
    ? bucketTarget({ bucket: target.bucket, prefix: current.pagesPrefix, client: target.client })
    : null;
  if (pagesShell && pins && pagesShell.site('') !== pins.shell.site('')) throw new Error('The pages and the pins go to two shells');
  const shell = pagesShell ?? pins?.shell ?? null;
  return withLocks(target, shell, async () => {
    const locked = await readHistory(target);
    if (locked.live.length < 2) throw new Error('There is no earlier release to roll back to');
    if (locked.live.at(-1) !== currentId || (expected !== undefined && locked.live.at(-2) !== expected))
      throw new Error('Another release went live meanwhile; try again');
    const release = await readJson(target, target.state(`${locked.live.at(-2)}/release.json`));
    const texts = {};
    for (const [file, text] of Object.entries(rewrite)) texts[file] = await text();
    locked.live.pop();
    await record(target, locked, { action: 'rollback', id: release.id, from: current.id });
    const pinned = await pinsAround(pins);
    await pinned.during();
    await activate(target, release, current, texts);
    for (const file of current.replacedPages ?? [])
      await copyServed(target, target.state(`${current.id}/replaced/${file}`), pagesShell.site(file));
    for (const file of current.pages ?? []) if (!current.replacedPages.includes(file)) await remove(target, pagesShell.site(file));
    await pinned.after();
    return release.id;
  });
}

export async function listBucket({ target }) {
  const history = await readHistory(target);
  return {
    current: history.live.at(-1) ?? null,
    live: history.live,
    releases: history.releases,
    events: history.events,
    canaries: history.canaries ?? [],
  };
}

/** For tests and scripts: an object's body and the headers a CDN would pass on. */
export async function readObject(target, file) {
  const object = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: target.site(file) }));
  return { body: await object.Body.transformToString(), contentType: object.ContentType, cacheControl: object.CacheControl };
}

export const headObject = (target, file) => target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: target.site(file) }));
