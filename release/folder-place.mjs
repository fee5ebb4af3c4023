// The release tool's place (release-commands.mjs) on folders a web server serves: each app's served folder beside
// the others (or under --remotes), the shell's under --shell or beside them.
import path from 'node:path';
import { folderStore } from './folder-store.mjs';
import { isShell, REMOTES, SHELL } from './release-steps.mjs';

/** The place of `app` served from `served`, with the command's options (--state, --shell, --remotes). */
export function folderPlace(app, served, { state, shell, remotes }) {
  const beside = path.dirname(path.resolve(served));
  const store = folderStore({ served, state });
  return {
    store,
    storeOf: (dir) => (dir === app ? store : folderStore({ served: path.join(remotes ?? beside, dir) })),
    shellStore: isShell(app) ? store : folderStore({ served: shell ?? path.join(beside, SHELL.dir) }),
    pagesStore: shell ? folderStore({ served: shell }) : null,
    remotesWhere: `${remotes ?? beside}/{${REMOTES.map(({ dir }) => dir).join(',')}}`,
    pinOnShell: 'pin shell <shell-served-folder>',
  };
}
