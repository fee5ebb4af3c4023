import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from '@callvera/shared/contracts';
import { fetchDeployedJson } from '@callvera/shared/deployed-json';
import { describeIssues } from '@callvera/shared/describe-issues';
import type { RemoteExperiment } from './experiments';
import type { RemoteSource } from './remote-pin';
import { isSecureOrLoopback, parsedUrl, TRUSTED_REMOTE_ORIGINS } from './trusted-origins';

/** Deployed beside the shell; editing it swaps a remote with no rebuild. */
export const REMOTE_MAP_PATH = '/remotes.json';

const HTTP_URL = 'must be an http(s) URL';
/** A URL the steps before refused passes the later checks: validation goes on after an issue. */
const unparsedOr = (check: (url: URL) => boolean) => (text: string) => {
  const url = parsedUrl(text);
  return !url || check(url);
};

function remoteMapSchema(trustedOrigins: readonly string[]) {
  const remoteEntryUrl = v.pipe(
    v.string(HTTP_URL),
    v.regex(/^https?:\/\//i, HTTP_URL),
    v.url(HTTP_URL),
    v.regex(/\/(mf-manifest\.json|[\w.-]+\.js)(\?.*)?$/, 'must point at an mf-manifest.json or a remote entry .js file'),
    v.check(unparsedOr(isSecureOrLoopback), 'must be an https URL (plain http only on localhost or 127.0.0.1)'),
    v.check(
      unparsedOr((url) => trustedOrigins.includes(url.origin)),
      (issue) =>
        `must be on an origin this site trusts, not ${parsedUrl(String(issue.input))?.origin} (trusted: ${trustedOrigins.join(', ')})`,
    ),
  );

  // What the release tool writes (release/remote-pins.mjs): one hash, or two while a release swaps the files.
  const sha384 = v.pipe(
    v.string('must be text'),
    v.regex(/^sha384-[A-Za-z0-9+/]{64}( sha384-[A-Za-z0-9+/]{64})*$/, 'must be sha384 hashes in the Subresource Integrity format'),
  );
  const pin = v.strictObject({ manifest: sha384, remoteEntry: sha384 }, 'must be { "manifest": "sha384-…", "remoteEntry": "sha384-…" }');

  const variantSchema = v.strictObject({
    name: v.pipe(v.string('must be text'), v.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')),
    entry: remoteEntryUrl,
    weight: v.pipe(v.number('must be a number'), v.minValue(0, 'must be 0 or more')),
    integrity: v.optional(pin),
  });

  const experimentSchema = v.pipe(
    v.strictObject(
      {
        variants: v.pipe(v.array(variantSchema, 'must be a list'), v.minLength(2, 'must list at least two variants')),
      },
      'must be a manifest URL, { "entry", "integrity" } or { "variants": [...] }',
    ),
    v.forward(
      v.check((experiment) => experiment.variants[0]?.name === 'control', 'must start with the variant named "control"'),
      ['variants', 0, 'name'],
    ),
    v.check(
      (experiment) => new Set(experiment.variants.map((variant) => variant.name)).size === experiment.variants.length,
      'must not repeat a variant name',
    ),
    v.check((experiment) => experiment.variants.some((variant) => variant.weight > 0), 'must give at least one variant a weight above 0'),
  );

  const pinnedSchema = v.strictObject(
    { entry: remoteEntryUrl, integrity: pin },
    'must be a manifest URL, { "entry", "integrity" } or { "variants": [...] }',
  );

  // A remote is one URL (unpinned), one pinned URL, or an experiment over several builds of it.
  const remoteSource = v.lazy((input) =>
    typeof input === 'string'
      ? remoteEntryUrl
      : typeof input === 'object' && input && 'variants' in input
        ? experimentSchema
        : pinnedSchema,
  );

  return v.strictObject(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteSource])) as Record<RemoteName, typeof remoteSource>,
    (issue) => (issue.expected === 'never' ? `is not a remote this shell knows (${REMOTE_NAMES.join(', ')})` : 'must be a JSON object'),
  );
}

/** Remote name → where its manifest lives (pinned, or a bare URL), or an experiment over variants. */
export type RemoteMap = Record<RemoteName, string | Required<RemoteSource> | RemoteExperiment>;

export class RemoteMapError extends Error {
  override name = 'RemoteMapError';
}

/** Checks a remotes.json; `trustedOrigins` are those the shell was built to trust. */
export function parseRemoteMap(raw: unknown, trustedOrigins: readonly string[] = TRUSTED_REMOTE_ORIGINS): RemoteMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemoteMapError(`${REMOTE_MAP_PATH} must hold a JSON object of remote name → URL`);
  }
  const result = v.safeParse(remoteMapSchema(trustedOrigins), raw);
  if (!result.success) throw new RemoteMapError(`${REMOTE_MAP_PATH} has the wrong shape: ${describeIssues(result.issues)}`);
  return result.output as RemoteMap;
}

export async function loadRemoteMap(url: string = REMOTE_MAP_PATH): Promise<RemoteMap> {
  return parseRemoteMap(await fetchDeployedJson(url, (message) => new RemoteMapError(message)));
}
