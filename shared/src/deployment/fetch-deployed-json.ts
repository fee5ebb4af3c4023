/**
 * Fetches a JSON file deployed beside the app (remotes.json, site-config.json)
 * and turns every way it can be wrong into one plain sentence that names the file.
 */
export async function fetchDeployedJson(url: string, toError: (message: string) => Error): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch (error) {
    throw toError(`${url} could not be fetched (${(error as Error).message})`);
  }
  // A static host that falls back to index.html answers 200 with a page for a missing file.
  const servedPage = (response.headers.get('content-type') ?? '').includes('text/html');
  if (!response.ok || servedPage) {
    throw toError(`${url} is missing (${servedPage ? 'the server answered with a web page' : `HTTP ${response.status}`})`);
  }
  try {
    return await response.json();
  } catch {
    throw toError(`${url} is not valid JSON`);
  }
}
