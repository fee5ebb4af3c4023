import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from '@callvera/shared/contracts';
import { fetchDeployedJson } from '@callvera/shared/deployed-json';
import { describeIssues } from '@callvera/shared/describe-issues';
import { PREVIEW_ID_PATTERN, PREVIEWS_FILE } from '@callvera/shared/registry/previews';
import { parseRemoteMap, type RemoteMap } from '../composition/remote-map';
import { isLoopbackHost, parsedUrl, TRUSTED_REMOTE_ORIGINS } from '../composition/trusted-origins';
import type { PreviewRequest } from './preview-request';
import { utcMinute } from './preview-state';

export const PREVIEWS_PATH = `/${PREVIEWS_FILE}`;

/** What the page says of the preview a tab asked for: the one it shows, or why it shows the live site instead. */
export type PreviewOutcome =
  | { shown: true; remote: RemoteName; release: string; id?: string; expiresAt?: string; devServer?: string }
  | { shown: false; problem: string };

const iso = v.pipe(v.string('must be an ISO 8601 time'), v.isoTimestamp('must be an ISO 8601 time'));
const previewsSchema = v.object(
  {
    previews: v.record(
      v.pipe(v.string(), v.regex(new RegExp(PREVIEW_ID_PATTERN), 'must be a preview id')),
      v.object({
        remote: v.string('must be text'),
        release: v.string('must be text'),
        entry: v.string('must be text'),
        integrity: v.unknown(),
        createdAt: iso,
        expiresAt: iso,
        endedAt: v.optional(iso),
      }),
      'must map preview ids to previews',
    ),
  },
  'must hold { "previews": { … } }',
);

/** The live map with one remote's source replaced, checked as remotes.json is: a bad entry or pin is refused by name. */
function mapWith(map: RemoteMap, remote: RemoteName, source: unknown, trustedOrigins: readonly string[]) {
  try {
    return parseRemoteMap({ ...map, [remote]: source }, trustedOrigins);
  } catch (error) {
    return (error as Error).message.replace(/^\/remotes\.json has the wrong shape: /, '');
  }
}

/**
 * Which build of each remote a tab asking for a preview loads: the live map, with the previewed remote's source
 * replaced by the preview's pinned build, and every experiment's control in place of its split (a preview tab is in
 * no experiment). A preview the page cannot honour leaves the live map, and the outcome says why.
 */
export async function previewedMap(
  live: RemoteMap,
  request: PreviewRequest,
  {
    allowDevServers,
    now = Date.now(),
    previews = () => fetchDeployedJson(PREVIEWS_PATH, (message) => new Error(message)),
  }: {
    allowDevServers: boolean;
    now?: number;
    previews?: () => Promise<unknown>;
  },
): Promise<{ map: RemoteMap; outcome: PreviewOutcome }> {
  const base = withoutSplits(live);
  const refused = (problem: string) => ({ map: base, outcome: { shown: false as const, problem } });
  if ('devServer' in request) {
    const [, remote = '', url = ''] = /^([^:]*):(.*)$/.exec(request.devServer) ?? [];
    if (!isRemoteName(remote))
      return refused(
        `"${request.devServer}" names no remote of this site: give <remote>:<its mf-manifest.json URL>, the remote one of ${REMOTE_NAMES.join(', ')}`,
      );
    if (!allowDevServers)
      return refused(
        'This site does not show development servers: only a site on this computer (localhost), or one whose site-config.json sets previews.allowDevServers to true, does',
      );
    const parsed = parsedUrl(url);
    const origin = parsed?.origin;
    if (!origin || !/^https?:$/.test(parsed.protocol) || !isLoopbackHost(parsed.hostname))
      return refused(`The development server's address must be an http URL on this computer (localhost or 127.0.0.1), not "${url}"`);
    const map = mapWith(base, remote, url, [...TRUSTED_REMOTE_ORIGINS, origin]);
    if (typeof map === 'string') return refused(`The development server's address ${map}`);
    return { map, outcome: { shown: true, remote, release: 'development server', devServer: url } };
  }
  let file: v.InferOutput<typeof previewsSchema>;
  try {
    const checked = v.safeParse(previewsSchema, await previews());
    if (!checked.success) return refused(`${PREVIEWS_PATH} has the wrong shape: ${describeIssues(checked.issues)}`);
    file = checked.output;
  } catch (error) {
    return refused(`No preview could be read: ${(error as Error).message}`);
  }
  const { id } = request;
  const record = Object.hasOwn(file.previews, id) ? file.previews[id] : undefined;
  if (!record) return refused(`There is no preview "${id}" on this site: it was never made here, or was removed long ago`);
  if (record.endedAt) return refused(`Preview ${id} was ended on ${utcMinute(record.endedAt)}`);
  if (Date.parse(record.expiresAt) <= now) return refused(`Preview ${id} expired on ${utcMinute(record.expiresAt)}`);
  if (!isRemoteName(record.remote)) return refused(`Preview ${id} is of "${record.remote}", which is no remote of this site`);
  const map = mapWith(base, record.remote, { entry: record.entry, integrity: record.integrity }, TRUSTED_REMOTE_ORIGINS);
  if (typeof map === 'string') return refused(`Preview ${id}'s build cannot be loaded: ${map}`);
  return { map, outcome: { shown: true, remote: record.remote, release: record.release, id, expiresAt: record.expiresAt } };
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Every split remote on its control, pinned as the split pinned it. */
function withoutSplits(map: RemoteMap): RemoteMap {
  const sources = Object.entries(map).map(([remote, source]) => {
    if (typeof source === 'string' || !('variants' in source)) return [remote, source];
    const { entry, integrity } = source.variants[0]!;
    return [remote, integrity ? { entry, integrity } : entry];
  });
  return Object.fromEntries(sources) as RemoteMap;
}
