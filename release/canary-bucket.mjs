// A canary's site (canary.mjs) on an S3-compatible bucket behind a CDN: the canary's build in a folder of the
// remote's prefix, its record and kept pages under the remote's _releases/ prefix, the locks publish takes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { listTree } from './files.mjs';
import {
  IMMUTABLE,
  publishToBucket,
  putJson,
  readBytes,
  readHistory,
  readJson,
  record,
  REVALIDATE,
  servedManifests,
  servedObject,
  upload,
  withLock,
} from './bucket-target.mjs';
import { canarySummary } from './canary-steps.mjs';
import { isShell, REMOTE_MAP, verdictOn } from './release-steps.mjs';

/** Every key under `prefix`. */
async function keysUnder(target, prefix) {
  const keys = [];
  let ContinuationToken;
  do {
    const page = await target.client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: prefix, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map(({ Key }) => Key));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

/** Copies every object under `prefix` into a new local folder, for a release that reads a build from disk. */
async function downloaded(target, prefix) {
  const folder = mkdtempSync(path.join(tmpdir(), 'canary-'));
  for (const key of await keysUnder(target, prefix)) {
    const file = path.join(folder, key.slice(prefix.length));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await readBytes(target, key));
  }
  return folder;
}

/**
 * @param {{ app: string, target: ReturnType<import('./bucket-target.mjs').bucketTarget>,
 *           shellTarget: ReturnType<import('./bucket-target.mjs').bucketTarget>, pagesPrefix?: string,
 *           gateSite: Parameters<typeof verdictOn>[2], renderPages: () => Promise<Record<string, string>> }} options
 *   pagesPrefix: the shell prefix the remote's pages go into (publish's --shell-prefix); none: no pages are written.
 */
export function bucketCanarySite({ app, target, shellTarget, pagesPrefix, gateSite, renderPages }) {
  const canaryKey = target.state('canary.json');
  const canaryDir = (id) => target.state(`canaries/${id}/`);
  const stepsLock = { ...target, state: (file) => target.state(`canary-steps/${file}`) };
  return {
    app,
    remote: SITE_APPS.find(({ dir }) => dir === app)?.remote,
    isShell: isShell(app),
    where: `s3://${target.bucket}/${target.site('')}`,
    verdict: (manifests) => verdictOn(app, manifests, gateSite),
    liveShell: () => gateSite.liveShell(),
    withLock: (work) => withLock(target, () => (shellTarget.site('') === target.site('') ? work() : withLock(shellTarget, work))),
    withCanaryLock: (work) => withLock(stepsLock, work),
    readCanary: () => readJson(target, canaryKey),
    writeCanary: async (canary) => {
      if (canary) await putJson(target, canaryKey, canary);
      else await target.client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: canaryKey }));
    },
    archiveCanary: (canary) => putJson(target, `${canaryDir(canary.id)}canary.json`, canary),
    record: async (event, ended) => {
      const history = await readHistory(target);
      if (ended)
        history.canaries = [...(history.canaries ?? []), canarySummary(ended, [...history.events, { ...event, at: ended.endedAt }])];
      await record(target, history, event);
    },
    stableRelease: async () => {
      const history = await readHistory(target);
      const id = history.live.at(-1);
      return id ? { id, version: history.releases.find((release) => release.id === id)?.version } : null;
    },
    servedFile: (file) => servedObject(target, file),
    servedManifests: () => servedManifests(target),
    putCanary: async (folder, dist) => {
      // Hashed files first, then the rest with the manifest last: nothing names the folder before it is whole.
      const files = listTree(dist).sort((a, b) => Number(a.endsWith('mf-manifest.json')) - Number(b.endsWith('mf-manifest.json')));
      for (const file of files)
        await upload(target, target.site(`${folder}/${file}`), path.join(dist, file), file.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
    readMap: async () => (await servedObject(shellTarget, REMOTE_MAP))?.toString('utf8') ?? null,
    writeMap: (text) => upload(shellTarget, shellTarget.site(REMOTE_MAP), null, REVALIDATE, text),
    readPage: async (file) => (pagesPrefix ? ((await servedObject(shellTarget, file))?.toString('utf8') ?? null) : null),
    writePage: (file, text) => upload(shellTarget, shellTarget.site(file), null, REVALIDATE, text),
    renderPages: async () => (pagesPrefix ? renderPages() : {}),
    keepPages: async (id, pages) => {
      for (const [file, text] of Object.entries(pages)) await upload(target, `${canaryDir(id)}pages/${file}`, null, REVALIDATE, text);
    },
    promote: async ({ canary, pins, now }) => {
      const dist = await downloaded(target, target.site(`${canary.folder}/`));
      const kept = canary.pages.length ? await downloaded(target, `${canaryDir(canary.id)}pages/`) : null;
      const files = Object.fromEntries(canary.pages.map((file) => [file, path.join(kept, file)]));
      const pages = pagesPrefix && kept ? { shellPrefix: pagesPrefix, files } : undefined;
      return publishToBucket({ app, dist, target, pages, pins: { shell: shellTarget, ...pins }, now });
    },
  };
}
