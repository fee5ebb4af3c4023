// How every command answers --help: its usage on stdout and exit 0, before it reads anything else or starts
// anything. The usage is the text the command also prints when it is called wrongly, so it is written once.

/** Whether the command line asks for help. */
export const asksForHelp = (args) => args.some((arg) => arg === '--help' || arg === '-h');

/**
 * Prints `usage` and ends the command with 0 when `args` ask for help; otherwise returns.
 * @param {string} usage  starts with a "usage: …" line; more lines may explain the options
 * @param {string[]} [args]  the command's arguments
 */
export function answerHelp(usage, args = process.argv.slice(2)) {
  if (!asksForHelp(args)) return;
  console.log(usage.trimEnd());
  process.exit(0);
}
