// Releases one app's build (the shell or a remote) to where it is served, or
// rolls it back, without touching any other app. See README, "Releasing one
// remote without the others". Two targets:
//
// A folder a web server serves:
//   node scripts/release-remote.mjs publish  <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]
//   node scripts/release-remote.mjs check    <app-dir> <served-folder> [--shell <shell-served-folder>] [--remotes <folder>]
//   node scripts/release-remote.mjs rollback <app-dir> <served-folder> [--state <dir>]
//   node scripts/release-remote.mjs list     <app-dir> <served-folder> [--state <dir>]
// --shell (remotes only): where the live shell is served (by default the `shell` folder beside the served
// folder); the release prerenders the remote's routes with this build and swaps those pages into it too.
// --remotes (the shell only): the folder holding the remotes' served folders (by default, the one holding the shell's).
//
// An S3-compatible bucket behind a CDN (credentials from the environment):
//   node scripts/release-remote.mjs publish|check|rollback|list <app-dir> --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix shell] [--force]
// --shell-prefix (remotes only): the live shell's prefix (by default `shell`); with it, as --shell, the remote's
// pages go into the shell's prefix too. A shell release checks the remotes under their apps' folder names.
//
// `publish` first checks that the build composes with what is live (composition-gate.mjs) and refuses it,
// before it writes anything, when it does not; `check` runs that check alone (exit 1 when it fails);
// --force releases anyway and says what it breaks.
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  bucketTarget,
  listBucket,
  objectExists,
  publishToBucket,
  rollbackBucket,
  servedManifests as bucketManifests,
} from './release/bucket-target.mjs';
import { remoteReleaseVerdict, shellReleaseVerdict } from './release/composition-gate.mjs';
import { list, publish, rollback, servedManifests } from './release/folder-target.mjs';
import { remotePages, servedByFolder } from './release/remote-pages.mjs';
import { SITE_APPS } from './site-apps.mjs';
import { isProgram } from './is-program.mjs';

export { list, publish, rollback };

const USAGE =
  'usage: release-remote.mjs publish|check|rollback|list <app-dir> (<served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] | --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix <shell-prefix>]) [--force]';

const [SHELL, ...REMOTES] = SITE_APPS;
const isShell = (app) => app === SHELL.dir;

/**
 * The gate's verdict on releasing `app`'s build, from where the live apps are served.
 * @param {{ liveShell: () => Promise<{ manifest: any, at: string }>, liveRemotes: () => Promise<{ app: string, file: string, manifest: any }[]> }} live
 */
async function verdictOn(appDir, app, live) {
  const candidate = servedManifests(path.join(appDir, 'dist'));
  if (!candidate.length) throw new Error(`${path.join(appDir, 'dist')} has no mf-manifest.json: build it first`);
  if (isShell(app))
    return shellReleaseVerdict({ manifest: candidate.find(({ file }) => file === 'mf-manifest.json').manifest }, await live.liveRemotes());
  return remoteReleaseVerdict({ app, manifests: candidate }, await live.liveShell());
}

/** Stops a release that does not compose, unless forced; a forced one says what it breaks. */
function passGate(verdict, force) {
  if (verdict.ok) return;
  if (!force) throw new Error(`${verdict.report}\nNothing was released.`);
  console.warn(`Released with --force, although:\n${verdict.report}`);
}

function checked(verdict) {
  if (!verdict.ok) throw new Error(verdict.report);
  return verdict.report;
}

async function toBucket(command, appDir, app, { bucket, prefix = app, endpoint, 'shell-prefix': shellPrefix, force }) {
  const target = bucketTarget({ bucket, prefix, endpoint });
  const at = (appPrefix) => bucketTarget({ bucket, prefix: appPrefix, client: target.client });
  const live = {
    liveShell: async () => {
      const shell = at(shellPrefix ?? SHELL.dir);
      const manifest = (await bucketManifests(shell)).find(({ file }) => file === 'mf-manifest.json')?.manifest ?? null;
      return { manifest, at: `s3://${bucket}/${shell.site('')}` };
    },
    liveRemotes: async () =>
      (
        await Promise.all(REMOTES.map(async ({ dir }) => (await bucketManifests(at(dir))).map((served) => ({ app: dir, ...served }))))
      ).flat(),
  };
  if (command === 'check') return checked(await verdictOn(appDir, app, live));
  if (command === 'publish') {
    passGate(await verdictOn(appDir, app, live), force);
    const shell = shellPrefix && at(shellPrefix);
    const pages = shell
      ? { shellPrefix, files: await remotePages(app, (file) => objectExists(shell, shell.site(file.slice(1)))) }
      : undefined;
    return `published ${await publishToBucket({ app, dist: path.join(appDir, 'dist'), target, pages })}`;
  }
  if (command === 'rollback') return `rolled back to ${await rollbackBucket({ target })}`;
  if (command === 'list') return JSON.stringify(await listBucket({ target }), null, 2);
  throw new Error(`unknown command ${command}`);
}

async function toFolder(command, appDir, app, served, { state, shell, remotes, force }) {
  const beside = path.dirname(path.resolve(served));
  const live = {
    liveShell: async () => {
      const folder = shell ?? path.join(beside, SHELL.dir);
      return { manifest: servedManifests(folder).find(({ file }) => file === 'mf-manifest.json')?.manifest ?? null, at: folder };
    },
    liveRemotes: async () =>
      REMOTES.flatMap(({ dir }) => servedManifests(path.join(remotes ?? beside, dir)).map((served) => ({ app: dir, ...served }))),
  };
  if (command === 'check') return checked(await verdictOn(appDir, app, live));
  if (command === 'publish') {
    passGate(await verdictOn(appDir, app, live), force);
    const pages = shell ? { shellServed: shell, files: await remotePages(app, servedByFolder(shell)) } : undefined;
    return `published ${publish({ app, dist: path.join(appDir, 'dist'), served, state, pages })}`;
  }
  if (command === 'rollback') return `rolled back to ${rollback({ served, state })}`;
  if (command === 'list') return JSON.stringify(list({ served, state }), null, 2);
  throw new Error(`unknown command ${command}`);
}

/** Runs one command of the tool; its output, or a thrown error whose message says what is wrong. */
export async function releaseCommand(args) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      state: { type: 'string' },
      shell: { type: 'string' },
      remotes: { type: 'string' },
      bucket: { type: 'string' },
      prefix: { type: 'string' },
      endpoint: { type: 'string' },
      'shell-prefix': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const [command, appDir, served] = positionals;
  if (!command || !appDir || (!served && !values.bucket)) throw Object.assign(new Error(USAGE), { usage: true });
  const app = path.basename(path.resolve(appDir));
  return values.bucket ? toBucket(command, appDir, app, values) : toFolder(command, appDir, app, served, values);
}

if (isProgram(import.meta.url)) {
  try {
    console.log(await releaseCommand(process.argv.slice(2)));
  } catch (error) {
    console.error(error.message);
    process.exit(error.usage ? 2 : 1);
  }
}
