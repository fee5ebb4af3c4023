// Releases one app's build (the shell or a remote) to where it is served, or
// rolls it back, without touching any other app. See README, "Releasing one
// remote without the others". Two targets:
//
// A folder a web server serves:
//   node scripts/release-remote.mjs publish  <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>]
//   node scripts/release-remote.mjs rollback <app-dir> <served-folder> [--state <dir>]
//   node scripts/release-remote.mjs list     <app-dir> <served-folder> [--state <dir>]
// --shell (remotes only): prerender the remote's routes with this build and swap
// those pages into the shell's served folder together with the remote.
//
// An S3-compatible bucket behind a CDN (credentials from the environment):
//   node scripts/release-remote.mjs publish|rollback|list <app-dir> --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix shell]
// --shell-prefix (remotes only): as --shell, into the shell's prefix of the bucket.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { bucketTarget, listBucket, objectExists, publishToBucket, rollbackBucket } from './release/bucket-target.mjs';
import { list, publish, rollback } from './release/folder-target.mjs';
import { remotePages, servedByFolder } from './release/remote-pages.mjs';

export { list, publish, rollback };

const USAGE =
  'usage: release-remote.mjs publish|rollback|list <app-dir> (<served-folder> [--state <dir>] [--shell <shell-served-folder>] | --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix <shell-prefix>])';

async function toBucket(command, appDir, app, { bucket, prefix = app, endpoint, 'shell-prefix': shellPrefix }) {
  const target = bucketTarget({ bucket, prefix, endpoint });
  if (command === 'publish') {
    const shell = shellPrefix && bucketTarget({ bucket, prefix: shellPrefix, client: target.client });
    const pages = shell
      ? { shellPrefix, files: await remotePages(app, (file) => objectExists(shell, shell.site(file.slice(1)))) }
      : undefined;
    return `published ${await publishToBucket({ app, dist: path.join(appDir, 'dist'), target, pages })}`;
  }
  if (command === 'rollback') return `rolled back to ${await rollbackBucket({ target })}`;
  if (command === 'list') return JSON.stringify(await listBucket({ target }), null, 2);
  throw new Error(`unknown command ${command}`);
}

async function toFolder(command, appDir, app, served, { state, shell }) {
  if (command === 'publish') {
    const pages = shell ? { shellServed: shell, files: await remotePages(app, servedByFolder(shell)) } : undefined;
    return `published ${publish({ app, dist: path.join(appDir, 'dist'), served, state, pages })}`;
  }
  if (command === 'rollback') return `rolled back to ${rollback({ served, state })}`;
  if (command === 'list') return JSON.stringify(list({ served, state }), null, 2);
  throw new Error(`unknown command ${command}`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      state: { type: 'string' },
      shell: { type: 'string' },
      bucket: { type: 'string' },
      prefix: { type: 'string' },
      endpoint: { type: 'string' },
      'shell-prefix': { type: 'string' },
    },
  });
  const [command, appDir, served] = positionals;
  if (!command || !appDir || (!served && !values.bucket)) {
    console.error(USAGE);
    process.exit(2);
  }
  const app = path.basename(path.resolve(appDir));
  return values.bucket ? toBucket(command, appDir, app, values) : toFolder(command, appDir, app, served, values);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await main());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
