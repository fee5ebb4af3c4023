// Whether a module is the program node was started with. Comparing import.meta.url with
// `file://${process.argv[1]}` fails for a path with a space (percent-encoded in the URL) or one reached
// through a symlink (argv keeps the link; the URL names the target), and a CLI then silently does nothing.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} moduleUrl the caller's import.meta.url */
export function isProgram(moduleUrl) {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(started);
  } catch {
    return false;
  }
}
