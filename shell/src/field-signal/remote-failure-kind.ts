import type { RemoteName } from '@callvera/shared/contracts';
import type { RemoteFailureKind } from '@callvera/shared/field-events';
import { loadedRelease } from './remote-release';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/**
 * The shell's refusals of a remote (composition/load-remote-module.ts), by their names: importing the classes
 * would take that module out of the first load's concatenated one (see field-stream-start.ts).
 */
const REFUSALS = ['RemoteLoadError', 'IncompatibleRemoteError', 'RemoteIntegrityError'];
const isRemoteLoadError = (error: unknown) => error instanceof Error && REFUSALS.includes(error.name);

/**
 * How a remote failed, as a section team reads it in the field report. The first rule that
 * matches wins; a new way the shell refuses a remote is one more rule here.
 */
const FAILURE_RULES: [kind: RemoteFailureKind, matches: (error: unknown, remote: RemoteName) => boolean][] = [
  // It arrived, then threw: while rendering its page, or while making what it exposes.
  ['render', (error) => !isRemoteLoadError(error)],
  // Its files were not those remotes.json pins (changed since the release tool checked them, or never pinned).
  ['integrity', (error) => error instanceof Error && error.name === 'RemoteIntegrityError'],
  // load-remote-module.ts gives up on a remote after REMOTE_LOAD_TIMEOUT_MS.
  ['slow', (error) => /did not answer within/.test(messageOf(error))],
  // It answered, but not with what this shell needs: load-remote-module.ts's checks, or a build for
  // another shell, refused on its manifest (remote-compatibility.ts).
  ['contract', (error) => /shell contract|does not expose|built for another shell/.test(messageOf(error))],
  // Its manifest arrived, so it was up; some of its code did not (a release moved on under an open page).
  ['chunk', (error, remote) => loadedRelease(remote) !== undefined || /chunk/i.test(messageOf(error))],
];

export function remoteFailureKind(error: unknown, remote: RemoteName): RemoteFailureKind {
  return FAILURE_RULES.find(([, matches]) => matches(error, remote))?.[0] ?? 'down';
}
