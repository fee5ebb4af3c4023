import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@callvera/shared/contracts';
import { fetchDeployedJson } from '@callvera/shared/deployed-json';

/** Deployed beside the shell; editing it swaps a remote with no rebuild. */
export const REMOTE_MAP_PATH = '/remotes.json';

const remoteEntryUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((url) => /\/(mf-manifest\.json|[\w.-]+\.js)(\?.*)?$/.test(url), {
    message: 'must point at an mf-manifest.json or a remote entry .js file',
  });

const remoteMapSchema = z.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntryUrl])) as Record<RemoteName, typeof remoteEntryUrl>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `names unknown remote(s) ${issue.keys.join(', ')}` : undefined) },
);

/** Remote name → where its manifest or entry lives. */
export type RemoteMap = Record<RemoteName, string>;

export class RemoteMapError extends Error {
  override name = 'RemoteMapError';
}

export function parseRemoteMap(raw: unknown): RemoteMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemoteMapError(`${REMOTE_MAP_PATH} must hold a JSON object of remote name → URL`);
  }
  const result = remoteMapSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `"${field}" ${issue.message}` : issue.message;
    });
    throw new RemoteMapError(`${REMOTE_MAP_PATH} has the wrong shape: ${problems.join('; ')}`);
  }
  return result.data;
}

export async function loadRemoteMap(url: string = REMOTE_MAP_PATH): Promise<RemoteMap> {
  return parseRemoteMap(await fetchDeployedJson(url, (message) => new RemoteMapError(message)));
}
