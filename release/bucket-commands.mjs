// The release tool's commands on an S3-compatible bucket behind a CDN (see release-remote.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bucketTarget,
  keptManifests,
  keptObject,
  listBucket,
  objectExists,
  publishToBucket,
  rewriteServedObject,
  rollbackBucket,
  rollbackTarget,
  servedManifests,
  servedObject,
} from './bucket-target.mjs';
import { bucketCanarySite } from './canary-bucket.mjs';
import { canaryPart, pagesRenderer } from './canary-commands.mjs';
import { remotePages } from './remote-pages.mjs';
import { entryFileOf } from './remote-pins.mjs';
import {
  buildManifests,
  checked,
  fileIn,
  filesOf,
  gate,
  isShell,
  markedHistory,
  onPinProblems,
  ownManifest,
  pinnedShellMap,
  REMOTE_MAP,
  REMOTES,
  remotePinsUpdate,
  SHELL,
  verdictOn,
  warnUnpinned,
} from './release-steps.mjs';

/** Runs `command` for `app` on its prefix of the bucket; its output, or a thrown error saying what is wrong. */
export async function toBucket(command, appDir, app, values) {
  const { bucket, prefix = app, endpoint, 'shell-prefix': shellPrefix, force } = values;
  const target = bucketTarget({ bucket, prefix, endpoint });
  const at = (appPrefix) => bucketTarget({ bucket, prefix: appPrefix, client: target.client });
  const shellTarget = isShell(app) ? target : at(shellPrefix ?? SHELL.dir);
  const remoteTarget = (dir) => (dir === app ? target : at(dir));
  const site = {
    liveShell: async () => ({ manifest: ownManifest(await servedManifests(shellTarget)), at: `s3://${bucket}/${shellTarget.site('')}` }),
    liveRemotes: async () => ({
      remotes: (
        await Promise.all(
          REMOTES.map(async ({ dir }) => (await servedManifests(remoteTarget(dir))).map((found) => ({ app: dir, ...found }))),
        )
      ).flat(),
      at: `s3://${bucket}/{${REMOTES.map(({ dir }) => remoteTarget(dir).site('')).join(',')}}`,
    }),
  };
  /** The live remotes' manifests and entries, read now, for the synchronous pinning. */
  const liveFiles = async () => {
    const files = new Map();
    for (const { dir } of REMOTES) {
      for (const { file, manifest } of await servedManifests(remoteTarget(dir))) {
        for (const wanted of [file, entryFileOf(file, manifest)].filter(Boolean)) {
          files.set(`${dir}/${wanted}`, await servedObject(remoteTarget(dir), wanted));
        }
      }
    }
    return (dir, file) => files.get(`${dir}/${file}`) ?? null;
  };
  const liveMap = async () => (await servedObject(shellTarget, REMOTE_MAP))?.toString('utf8') ?? null;
  const problemsFound = onPinProblems(command, force);
  /** The pins a remote's release writes into the live shell's remotes.json; refused here, before anything is written. */
  const pinsOf = async (read) => {
    const served = await liveMap();
    if (served === null) return warnUnpinned(`s3://${bucket}/${shellTarget.site('')}`);
    const update = remotePinsUpdate(app, read, await site.liveShell(), problemsFound);
    update(served);
    return { shell: shellTarget, update };
  };
  /** A remotes.json pinned to the live remotes; refused here, and made again once the release holds its lock. */
  const shellPins = async (text, shellManifest) => {
    const pinned = async () => pinnedShellMap(await text(), await liveFiles(), shellManifest, problemsFound);
    await pinned();
    return pinned;
  };
  /** A kept release's or a build's files of this app, read now. */
  const filesNow = async (files, readOne) => {
    const read = new Map();
    for (const file of files) read.set(file, await readOne(file));
    return filesOf(app, (file) => read.get(file) ?? null);
  };
  const manifestsAndEntries = (manifests) => manifests.flatMap(({ file, manifest }) => [file, entryFileOf(file, manifest)].filter(Boolean));

  const builtMap = (dist) => async () => readFileSync(path.join(dist, REMOTE_MAP), 'utf8');

  const livePage = (shell) => (file) => objectExists(shell, shell.site(file.slice(1)));
  const renderPages = pagesRenderer(app, livePage(shellTarget), values.renderPages);
  const canary = await canaryPart(
    command,
    appDir,
    bucketCanarySite({ app, target, shellTarget, pagesPrefix: shellPrefix, gateSite: site, renderPages }),
    values,
  );
  if (canary) return canary.output;

  if (command === 'check') {
    const manifests = buildManifests(appDir);
    const report = checked(await verdictOn(app, manifests, site));
    const dist = path.join(appDir, 'dist');
    if (isShell(app)) await shellPins(builtMap(dist), { manifest: ownManifest(manifests), at: 'this build' });
    else await pinsOf(filesOf(app, fileIn(dist)));
    return report;
  }
  if (command === 'publish') {
    const manifests = buildManifests(appDir);
    gate(await verdictOn(app, manifests, site), force, 'released');
    const dist = path.join(appDir, 'dist');
    if (isShell(app)) {
      const pinned = await shellPins(builtMap(dist), { manifest: ownManifest(manifests), at: 'this build' });
      return `published ${await publishToBucket({ app, dist, target, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const pins = await pinsOf(filesOf(app, fileIn(dist)));
    const shell = shellPrefix && at(shellPrefix);
    const pages = shell ? { shellPrefix, files: await remotePages(app, livePage(shell)) } : undefined;
    return `published ${await publishToBucket({ app, dist, target, pages, pins: pins ?? undefined })}`;
  }
  if (command === 'rollback') {
    const id = await rollbackTarget({ target });
    const manifests = await keptManifests(target, id);
    gate(await verdictOn(app, manifests, site), force, 'rolled back');
    if (isShell(app)) {
      const keptMap = async () => (await keptObject(target, id, REMOTE_MAP)).toString('utf8');
      const pinned = await shellPins(keptMap, { manifest: ownManifest(manifests), at: `release ${id}` });
      return `rolled back to ${await rollbackBucket({ target, expected: id, rewrite: { [REMOTE_MAP]: pinned } })}`;
    }
    const read = await filesNow(manifestsAndEntries(manifests), (file) => keptObject(target, id, file));
    const pins = await pinsOf(read);
    return `rolled back to ${await rollbackBucket({ target, expected: id, pins: pins ?? undefined })}`;
  }
  if (command === 'list') return markedHistory(await listBucket({ target }), app, (id) => keptManifests(target, id), site);
  if (command === 'pin') {
    if (!isShell(app)) throw new Error(`pin pins the shell's remotes.json: run it on the shell (pin shell --bucket ...), not on ${app}`);
    const shellManifest = await site.liveShell();
    if ((await liveMap()) === null)
      throw new Error(`s3://${bucket}/${shellTarget.site(REMOTE_MAP)} does not exist: there is no live remotes.json to pin`);
    await rewriteServedObject(shellTarget, REMOTE_MAP, async (text) =>
      pinnedShellMap(text, await liveFiles(), shellManifest, problemsFound),
    );
    return `pinned s3://${bucket}/${shellTarget.site(REMOTE_MAP)}`;
  }
  throw new Error(`unknown command ${command}`);
}
