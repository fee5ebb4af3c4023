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
// `preview` serves a remote's build, gated and pinned, beside its live release for the tabs that open its link
// only (preview.mjs); nothing any other visitor loads changes.
// Exit status: 0 done (or composes), 1 refused or failed (the message says why and what to do), 2 a usage error.
// A canary's verdict (canary-status, canary-step; see docs/releasing-a-remote.md, "Canary releases"): 0 ready for
// the next step (or taken), 3 keep watching, 1 regressed (canary-step: rolled back).
import { parseArgs } from 'node:util';
import { bucketPlace } from './bucket-place.mjs';
import { folderPlace } from './folder-place.mjs';
import { commandIn } from './release-commands.mjs';
import { releasedApp } from './app-folder.mjs';
import { asksForHelp } from '@callvera/checkout/command-usage';
import { DEFAULT_MARGINS, marginsInPoints } from './canary-evidence/canary-verdict.mjs';
import { MAX_PREVIEW_DAYS } from './preview-records.mjs';
import { DEFAULT_PREVIEW_DAYS } from '@callvera/shared/registry/previews';

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
  {
    name: 'preview',
    does: 'serves the build pinned beside the live release, shown only to a tab that opens its link (a remote only); with --remove <id>, ends that preview (<app-dir> then needs no build)',
    folder: '[--expires <days>] [--remove <id>] [--state <dir>] [--shell <shell-served-folder>]',
    bucket: '[--expires <days>] [--remove <id>] [--shell-prefix <shell-prefix>]',
  },
  {
    name: 'canary',
    does: 'puts the build live beside the stable release for a share of visitors, each keeping theirs (a remote only)',
    folder:
      '[--share 5] [--ramp 5,25,50,100] [--margin failures=1]... [--no-page-loads-after 24] [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>]',
    bucket: '[--share 5] [--ramp 5,25,50,100] [--margin failures=1]... [--no-page-loads-after 24] [--shell-prefix <shell-prefix>]',
  },
  {
    name: 'canary-status',
    does: "reads the field log and says whether the canary regressed, needs more page loads, or is ready for the ramp's next step",
    folder:
      '--log <file|glob|folder|s3://bucket/prefix>... [--html FILE] [--apply] [--force] [--state <dir>] [--shell <shell-served-folder>]',
    bucket: '--log <file|glob|folder|s3://bucket/prefix>... [--html FILE] [--apply] [--force] [--shell-prefix <shell-prefix>]',
  },
  {
    name: 'canary-step',
    does: 'acts on that verdict: rolls the canary back, takes the next step, or makes it the stable release at 100%',
    folder: '--log <file|glob|folder|s3://bucket/prefix>... [--html FILE] [--force] [--state <dir>] [--shell <shell-served-folder>]',
    bucket: '--log <file|glob|folder|s3://bucket/prefix>... [--html FILE] [--force] [--shell-prefix <shell-prefix>]',
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
  [
    '--expires <days>',
    `(preview) how long its link is honoured, in days: above 0 (0.5 is half a day), at most ${MAX_PREVIEW_DAYS} (${DEFAULT_PREVIEW_DAYS} by default)`,
  ],
  ['--remove <id>', '(preview) ends that preview: its record is kept, marked ended, and its build is no longer served'],
  ['--share <percent>', '(canary) the share of visitors it starts at (5 by default)'],
  ['--ramp <list>', "(canary) the ramp's steps, in percent (5,25,50,100 by default)"],
  [
    '--margin <measure>=<points>',
    `(canary) how much worse it may be at a step and still go on, in percentage points, by measure (by default ${marginsInPoints(DEFAULT_MARGINS)}); repeatable`,
  ],
  ['--no-page-loads-after <hours>', '(canary) a canary no page load reached by then has failed (24 by default)'],
  [
    '--log <source>',
    "(canary-status, canary-step) the field log: a file, a glob (quoted), a folder of day files (field-events.log-YYYY-MM-DD or .gz) or s3://bucket/prefix (the CDN's logs); repeatable",
  ],
  ['--html <file>', '(canary-status, canary-step) also draws the ramp and each measure over time as a page'],
  ['--apply', '(canary-status) acts on the verdict, as canary-step does'],
];
const COMMANDS = SUBCOMMANDS.map(({ name }) => name);
const TARGETS =
  '<app-dir> (<served-folder> [--state <dir>] [--shell <shell-served-folder>] [--remotes <folder>] | --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] [--shell-prefix <shell-prefix>]) [--force]';
/** The name a team types: the packed tool's bin (its bundle sets it: release/package/bundle-config.mjs), or this script. */
// eslint-disable-next-line no-undef -- defined only in the packed tool's bundle; typeof reads it safely anywhere else
const PROGRAM = typeof __RELEASE_TOOL_BIN__ === 'string' ? __RELEASE_TOOL_BIN__ : 'release-remote.mjs';
const USAGE = `usage: ${PROGRAM} ${COMMANDS.join('|')} ${TARGETS}`;

/** The usage of one subcommand, or of them all (`name` not one of them), as --help prints it. */
export function usageOf(name) {
  const rows = SUBCOMMANDS.filter((row) => row.name === name);
  const lines = [rows.length ? `usage: ${PROGRAM} ${name} <app-dir> (<served-folder> | --bucket <name>) [options]` : USAGE];
  const nameWidth = Math.max(...SUBCOMMANDS.map((row) => row.name.length));
  const indent = ' '.repeat(nameWidth);
  for (const row of rows.length ? rows : SUBCOMMANDS) {
    lines.push(
      `  ${row.name.padEnd(nameWidth)} ${row.does}`,
      `  ${indent} folder: ${PROGRAM} ${row.name} <app-dir> <served-folder> ${row.folder}`,
      `  ${indent} bucket: ${PROGRAM} ${row.name} <app-dir> --bucket <name> [--prefix <app-prefix>] [--endpoint <url>] ${row.bucket}`,
    );
  }
  const optionWidth = Math.max(...OPTIONS.map(([option]) => option.length));
  lines.push(
    "<app-dir>: the app's folder, its build in dist/ (mfe-pricing), or a build folder itself (one holding its mf-manifest.json, which names the app)",
  );
  lines.push('options:', ...OPTIONS.map(([option, means]) => `  ${option.padEnd(optionWidth)} ${means}`));
  lines.push(
    'Exit status: 0 done (or composes), 1 refused or failed (the message says why), 2 a usage error.',
    "A canary's verdict (canary-status, canary-step): 0 ready for the next step (or taken), 3 keep watching, 1 regressed (canary-step: rolled back).",
  );
  return lines.join('\n');
}

/** Runs one command of the tool; its output, or a thrown error whose message says what is wrong. */
export async function releaseCommand(args, given = {}) {
  if (asksForHelp(args)) return usageOf(args.find((arg) => !arg.startsWith('-')));
  const { positionals, values: parsed } = parsedArguments(args);
  // `given`: what a test or a simulation hands the canary commands instead of the real thing (evidence, now,
  // renderPages: the prerender of the canary's pages).
  const values = { ...parsed, ...given };
  const [command, appOrBuild, served] = positionals;
  if (!COMMANDS.includes(command) || !appOrBuild || (!served && !values.bucket)) throw Object.assign(new Error(USAGE), { usage: true });
  const { app, appDir } = releasedApp(appOrBuild);
  const place = values.bucket ? bucketPlace(app, values) : folderPlace(app, served, values);
  return commandIn(command, appDir, app, place, values);
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
        margin: { type: 'string', multiple: true },
        log: { type: 'string', multiple: true },
        'no-page-loads-after': { type: 'string' },
        html: { type: 'string' },
        apply: { type: 'boolean', default: false },
        expires: { type: 'string' },
        remove: { type: 'string' },
      },
    });
  } catch (error) {
    throw Object.assign(new Error(`${error.message}\n${USAGE}`, { cause: error }), { usage: true });
  }
}

/** The command: what `node scripts/release-remote.mjs` runs. */
export async function main() {
  try {
    console.log(await releaseCommand(process.argv.slice(2)));
  } catch (error) {
    // A canary's verdict (1 regressed, 3 keep watching) is its report, not a failure of the tool.
    if (error.exitCode) console.log(error.message);
    else console.error(error.message);
    process.exit(error.exitCode ?? (error.usage ? 2 : 1));
  }
}
