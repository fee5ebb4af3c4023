// Releases one app's build (the shell or a remote) to the folder its server
// serves, or rolls it back, without touching any other app. See README,
// "Releasing one remote without the others".
//
//   node scripts/release-remote.mjs publish  <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>]
//   node scripts/release-remote.mjs rollback <app-dir> <served-folder> [--state <dir>]
//   node scripts/release-remote.mjs list     <app-dir> <served-folder> [--state <dir>]
//
// --shell (remotes only): prerender the remote's routes with this build and swap
// those pages into the shell's served folder together with the remote.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { list, publish, rollback } from './release/folder-target.mjs';
import { remotePages } from './release/remote-pages.mjs';

export { list, publish, rollback };

function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { state: { type: 'string' }, shell: { type: 'string' } },
  });
  const [command, appDir, served] = positionals;
  if (!command || !appDir || !served) {
    console.error('usage: release-remote.mjs publish|rollback|list <app-dir> <served-folder> [--state <dir>] [--shell <shell-served-folder>]');
    process.exit(2);
  }
  const app = path.basename(path.resolve(appDir));
  const state = values.state;
  if (command === 'publish') {
    const pages = values.shell ? { shellServed: values.shell, files: remotePages(app, values.shell) } : undefined;
    return `published ${publish({ app, dist: path.join(appDir, 'dist'), served, state, pages })}`;
  }
  if (command === 'rollback') return `rolled back to ${rollback({ served, state })}`;
  if (command === 'list') return JSON.stringify(list({ served, state }), null, 2);
  throw new Error(`unknown command ${command}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(main());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
