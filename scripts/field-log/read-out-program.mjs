// How each read-out runs as a command: its exit status is the one it returns (0, or 1 for a finding the team acts
// on), and a problem with its input or files ends it with 2 and one line that names the read-out and the problem.
import { writeFileSync } from 'node:fs';
import { isProgram } from '../is-program.mjs';

/**
 * Runs `run` on the command's arguments when `moduleUrl` is the program node was started with.
 * @param {string} name  the command, as its messages name it
 * @param {string} moduleUrl  the caller's import.meta.url
 * @param {(args: string[]) => Promise<number | undefined> | number | undefined} run
 */
export async function runAsReadOut(name, moduleUrl, run) {
  if (!isProgram(moduleUrl)) return;
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
