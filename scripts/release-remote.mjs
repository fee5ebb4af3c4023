// Releases one app's build (the shell or a remote) to where it is served, or
// rolls it back, without touching any other app. See docs/releasing-a-remote.md, "Releasing one
// remote without the others". Two targets:
//
// A folder a web server serves:
//   node scripts/release-remote.mjs publish  <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]
//   node scripts/release-remote.mjs check    <app-dir> <served-folder> [--shell <shell-served-folder>] [--remotes <folder>]
//   node scripts/release-remote.mjs rollback <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]
//   node scripts/release-remote.mjs list     <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>]
//   node scripts/release-remote.mjs pin      shell <shell-served-folder> [--remotes <folder>] [--force]
// --shell (remotes only): where the live shell is served (by default the `shell` folder beside the served
// folder); with it, the release prerenders the remote's routes with this build and swaps those pages into it too.
// --remotes (the shell only): the folder holding the remotes' served folders (by default, the one holding the shell's).
//
// An S3-compatible bucket behind a CDN (credentials from the environment):
//   node scripts/release-remote.mjs publish|check|rollback|list|pin <app-dir> --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix shell] [--force]
// --shell-prefix (remotes only): the live shell's prefix (by default `shell`); with it, as --shell, the remote's
// pages go into the shell's prefix too. A shell release checks the remotes under their apps' folder names.
//
// `publish` and `rollback` first check that what would go live composes with what is live (composition-gate.mjs)
// and refuse it, before they write anything, when it does not; `check` runs that check alone; `list` says, for
// each kept release, whether it would. --force goes ahead anyway and says what it breaks. Every release and
// rollback pins the shell's remotes.json to the files it checked (remote-pins.mjs); `pin` pins it as it stands.
// Exit status: 0 done (or composes), 1 refused or failed (the message says why and what to do), 2 a usage error.
//
// A canary of a remote, on either target (see docs/releasing-a-remote.md, "Canary releases"):
//   node scripts/release-remote.mjs canary        <app-dir> <target> [--share 5] [--ramp 5,25,50,100] [--no-page-loads-after 24]
//   node scripts/release-remote.mjs canary-status <app-dir> <target> --log <file|folder|s3://bucket/prefix>... [--html FILE] [--apply]
//   node scripts/release-remote.mjs canary-step   <app-dir> <target> --log <file|folder|s3://bucket/prefix>... [--html FILE]
// canary-status and canary-step exit 0 ready for the next step, 3 keep watching, 1 regressed (canary-step: rolled back).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { toBucket } from './release/bucket-commands.mjs';
import { CANARY_COMMANDS, CANARY_USAGE } from './release/canary-commands.mjs';
import { toFolder } from './release/folder-commands.mjs';
import { list, publish, rollback } from './release/folder-target.mjs';
import { isProgram } from './is-program.mjs';

export { list, publish, rollback };

const COMMANDS = ['publish', 'check', 'rollback', 'list', 'pin', ...CANARY_COMMANDS];
const USAGE = `usage: release-remote.mjs publish|check|rollback|list|pin <app-dir> (<served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] | --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix <shell-prefix>]) [--force]
${CANARY_USAGE}`;

/** Runs one command of the tool; its output, or a thrown error whose message says what is wrong. */
export async function releaseCommand(args, given = {}) {
  const { positionals, values: parsed } = parsedArguments(args);
  // `given`: what a test or a simulation hands the canary commands instead of the real thing (evidence, now,
  // renderPages: the prerender of the canary's pages).
  const values = { ...parsed, ...given };
  const [command, appDir, served] = positionals;
  if (!COMMANDS.includes(command) || !appDir || (!served && !values.bucket)) throw Object.assign(new Error(USAGE), { usage: true });
  const app = path.basename(path.resolve(appDir));
  return values.bucket ? toBucket(command, appDir, app, values) : toFolder(command, appDir, app, served, values);
}

/** The command line, or a usage error naming what is wrong with it. */
function parsedArguments(args) {
  try {
    return parseArgs({
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
        share: { type: 'string' },
        ramp: { type: 'string' },
        log: { type: 'string', multiple: true },
        'no-page-loads-after': { type: 'string' },
        html: { type: 'string' },
        apply: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw Object.assign(new Error(`${error.message}\n${USAGE}`, { cause: error }), { usage: true });
  }
}

if (isProgram(import.meta.url)) {
  try {
    console.log(await releaseCommand(process.argv.slice(2)));
  } catch (error) {
    // A canary's verdict (1 regressed, 3 keep watching) is its report, not a failure of the tool.
    if (error.exitCode) console.log(error.message);
    else console.error(error.message);
    process.exit(error.exitCode ?? (error.usage ? 2 : 1));
  }
}
