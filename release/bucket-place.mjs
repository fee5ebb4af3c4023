// The release tool's place (release-commands.mjs) on an S3-compatible bucket behind a CDN: each app's prefix of
// the bucket, the shell's under --shell-prefix or `shell`.
import { bucketStore } from './bucket-store.mjs';
import { isShell, REMOTES, SHELL } from './release-steps.mjs';

/** The place of `app` in the bucket, with the command's options (--bucket, --prefix, --endpoint, --shell-prefix). */
export function bucketPlace(app, { bucket, prefix = app, endpoint, 'shell-prefix': shellPrefix }) {
  const store = bucketStore({ bucket, prefix, endpoint });
  const storeOf = (dir) => (dir === app ? store : store.at(dir));
  return {
    store,
    storeOf,
    shellStore: isShell(app) ? store : store.at(shellPrefix ?? SHELL.dir),
    pagesStore: shellPrefix ? store.at(shellPrefix) : null,
    remotesWhere: `s3://${bucket}/{${REMOTES.map(({ dir }) => storeOf(dir).site('')).join(',')}}`,
    pinOnShell: 'pin shell --bucket ...',
  };
}
