import { takeDeployedFileRequest, whyNotFetched, whyNotTheFile } from './deployed-file-request';

const UNREACHABLE = Symbol('deployed file unreachable');

/**
 * True when the file could not be reached at all (offline, refused), as opposed
 * to a server that answered with something wrong: a page that already holds a
 * copy of the file can carry on with it then.
 */
export function isDeployedFileUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && UNREACHABLE in error;
}

/**
 * Fetches a JSON file deployed beside the app (remotes.json, site-config.json), taking the request the
 * page's first script started when there is one, and turns every way it can be wrong into one plain
 * sentence that names the file.
 */
export async function fetchDeployedJson(url: string, toError: (message: string) => Error): Promise<unknown> {
  let response: Response;
  try {
    response = await takeDeployedFileRequest({ url });
  } catch (error) {
    throw Object.assign(toError(`${url} could not be fetched (${whyNotFetched(error)})`), { [UNREACHABLE]: true });
  }
  const missing = whyNotTheFile(response);
  if (missing) throw toError(`${url} is missing (${missing})`);
  try {
    return await response.json();
  } catch {
    throw toError(`${url} is not valid JSON`);
  }
}
