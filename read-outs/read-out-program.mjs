// How each read-out runs as a command: its exit status is the one it returns (0, or 1 for a finding the team acts
// on), and a problem with its input or files ends it with 2 and one line that names the read-out and the problem.
import { writeFileSync } from 'node:fs';
import { answerHelp } from '@callvera/checkout/command-usage';
import { isProgram } from '@callvera/checkout/is-program';

/** Bad input to a read-out: the command names the value and exits 2. */
export class ReadOutInputError extends Error {
  name = 'ReadOutInputError';
}

/**
 * The window on arrival, checked: each of --since and --until a date or time, and --since before --until (an
 * empty window would read as a log with nothing in it).
 */
export function checkedWindow({ since, until }) {
  for (const [name, value] of Object.entries({ since, until })) {
    if (value !== undefined && Number.isNaN(Date.parse(value))) throw new ReadOutInputError(`--${name}: "${value}" is not a date or time`);
  }
  if (since !== undefined && until !== undefined && Date.parse(since) >= Date.parse(until)) {
    throw new ReadOutInputError(`--since "${since}" is not before --until "${until}": the window holds no time`);
  }
  return { since, until };
}

/**
 * Runs `run` on the command's arguments when `moduleUrl` is the program node was started with.
 * @param {string} name  the command, as its messages name it
 * @param {string} moduleUrl  the caller's import.meta.url
 * @param {(args: string[]) => Promise<number | undefined> | number | undefined} run
 * @param {string} usage  what --help prints
 */
export async function runAsReadOut(name, moduleUrl, run, usage) {
  if (!isProgram(moduleUrl)) return;
  answerHelp(usage);
  try {
    process.exitCode = (await run(process.argv.slice(2))) ?? 0;
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    process.exitCode = 2;
  }
}

/** Writes a read-out's page (--html) and says where. */
export function writeReportPage(file, html) {
  writeFileSync(file, html);
  console.log(`\nwrote ${file}`);
}
