// Releases one app's build (the shell or a remote) to where it is served, or
// rolls it back, without touching any other app. See docs/releasing-a-remote.md, "Releasing one
// remote without the others".
// Two targets: a folder a web server serves, or an S3-compatible bucket behind a CDN (credentials from the
// environment). The subcommands, their arguments and options: SUBCOMMANDS and OPTIONS below, which --help prints.
//
// `publish` and `rollback` first check that what would go live composes with what is live (composition-gate.mjs)
// and refuse it, before they write anything, when it does not; `check` runs that check alone; `list` says, for
// each kept release, whether it would. --force goes ahead anyway and says what it breaks. Every release and
// rollback pins the shell's remotes.json to the files it checked (remote-pins.mjs); `pin` pins it as it stands.
// Exit status: 0 done (or composes), 1 refused or failed (the message says why and what to do), 2 a usage error.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { toBucket } from './release/bucket-commands.mjs';
import { toFolder } from './release/folder-commands.mjs';
import { list, publish, rollback } from './release/folder-target.mjs';
import { asksForHelp } from './command-usage.mjs';
import { isProgram } from './is-program.mjs';

export { list, publish, rollback };

/**
 * The subcommands, in the order --help lists them: what each does, and what it takes besides the app's build
 * folder and its target (`folder`: after `<served-folder>`; `bucket`: after the bucket's own options).
 */
export const SUBCOMMANDS = [
  {
    name: 'publish',
    does: "releases the build, once it composes with what is live, and pins the shell's remotes.json",
    folder: '[--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]',
    bucket: '[--shell-prefix <shell-prefix>] [--force]',
  },
  {
    name: 'check',
    does: 'says whether the build composes with what is live, writing nothing',
    folder: '[--shell <shell-served-folder>] [--remotes <folder>]',
    bucket: '[--shell-prefix <shell-prefix>]',
  },
  {
    name: 'rollback',
    does: 'puts the release before back live, once it composes with what is live',
    folder: '[--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] [--force]',
    bucket: '[--shell-prefix <shell-prefix>] [--force]',
  },
  {
    name: 'list',
    does: 'lists the kept releases, each with whether it would compose with what is live',
    folder: '[--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>]',
    bucket: '[--shell-prefix <shell-prefix>]',
  },
  {
    name: 'pin',
    does: "pins the live shell's remotes.json to the remotes live now (the app: shell)",
    folder: '[--remotes <folder>] [--force]',
    bucket: '[--force]',
  },
];

/** The options: what each means, in the usage. */
const OPTIONS = [
  ['--state <dir>', 'where the kept releases are recorded (by default <served-folder>.releases/, on the same filesystem)'],
  [
    '--shell <folder>',
    "(remotes) where the live shell is served (by default the `shell` folder beside the served folder); the release prerenders the remote's routes with this build and swaps those pages into it too",
  ],
  ['--remotes <folder>', "(the shell) the folder holding the remotes' served folders (by default, the one holding the shell's)"],
  ['--bucket <name>', 'the bucket; --prefix <app-prefix> its folder for the app, --endpoint <url> a store other than AWS S3'],
  ['--shell-prefix <prefix>', "(remotes) the live shell's prefix (by default `shell`): the remote's pages go into it too"],
  ['--force', 'goes ahead when what would go live does not compose, saying what it breaks'],
];
const COMMANDS = SUBCOMMANDS.map(({ name }) => name);
const TARGETS =
  '<app-dir> (<served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] | --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix <shell-prefix>]) [--force]';
const USAGE = `usage: release-remote.mjs ${COMMANDS.join('|')} ${TARGETS}`;

/** The usage of one subcommand, or of them all (`name` not one of them), as --help prints it. */
export function usageOf(name) {
  const rows = SUBCOMMANDS.filter((row) => row.name === name);
  const lines = [rows.length ? `usage: release-remote.mjs ${name} <app-dir> (<served-folder> | --bucket <name>) [options]` : USAGE];
  for (const row of rows.length ? rows : SUBCOMMANDS) {
    lines.push(
      `  ${row.name.padEnd(9)} ${row.does}`,
      `            folder: release-remote.mjs ${row.name} <app-dir> <served-folder> ${row.folder}`,
      `            bucket: release-remote.mjs ${row.name} <app-dir> --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] ${row.bucket}`,
    );
  }
  lines.push('options:', ...OPTIONS.map(([option, means]) => `  ${option.padEnd(24)} ${means}`));
  lines.push('Exit status: 0 done (or composes), 1 refused or failed (the message says why), 2 a usage error.');
  return lines.join('\n');
}

/** Runs one command of the tool; its output, or a thrown error whose message says what is wrong. */
export async function releaseCommand(args) {
  if (asksForHelp(args)) return usageOf(args.find((arg) => !arg.startsWith('-')));
  const { positionals, values } = parsedArguments(args);
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
    console.error(error.message);
    process.exit(error.usage ? 2 : 1);
  }
}
