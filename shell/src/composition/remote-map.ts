import { z } from '@callvera/shared/zod';
import { REMOTE_NAMES, type RemoteName } from '@callvera/shared/contracts';
import { fetchDeployedJson } from '@callvera/shared/deployed-json';
import type { RemoteExperiment } from './experiments';

/** Deployed beside the shell; editing it swaps a remote with no rebuild. */
export const REMOTE_MAP_PATH = '/remotes.json';

const remoteEntryUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((url) => /\/(mf-manifest\.json|[\w.-]+\.js)(\?.*)?$/.test(url), {
    message: 'must point at an mf-manifest.json or a remote entry .js file',
  });

const variantSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
  entry: remoteEntryUrl,
  weight: z.number().nonnegative('must be 0 or more'),
});

const experimentSchema = z
  .strictObject({ variants: z.array(variantSchema).min(2, 'must list at least two variants') })
  .refine((experiment) => experiment.variants[0]?.name === 'control', {
    message: 'must start with the variant named "control"',
    path: ['variants', 0, 'name'],
  })
  .refine((experiment) => new Set(experiment.variants.map((variant) => variant.name)).size === experiment.variants.length, {
    message: 'must not repeat a variant name',
    path: ['variants'],
  })
  .refine((experiment) => experiment.variants.some((variant) => variant.weight > 0), {
    message: 'must give at least one variant a weight above 0',
    path: ['variants'],
  });

// A remote is one URL, or an experiment over several builds of it.
const remoteSource = z.union([remoteEntryUrl, experimentSchema], {
  error: 'must be a manifest or entry URL, or { "variants": [...] }',
});

const remoteMapSchema = z.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteSource])) as Record<RemoteName, typeof remoteSource>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `names unknown remote(s) ${issue.keys.join(', ')}` : undefined) },
);

/** Remote name → where its manifest or entry lives, or an experiment over variants. */
export type RemoteMap = Record<RemoteName, string | RemoteExperiment>;

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
