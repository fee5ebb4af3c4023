/**
 * How a page asks for a file deployed beside the shell (remotes.json, site-config.json): once per page
 * load, always afresh. The page's first script starts the request as the take-over's other files are
 * asked for (once the page has painted), and the app takes that response when it needs the file.
 *
 * Not a `<link rel="preload">`: WebKit hands a preloaded response only to a no-cors fetch, and then keeps
 * it for later page loads without asking the server again (measured in WebKitGTK 2.50, even under
 * `Cache-Control: no-store`), so an edited remotes.json would go unseen; Firefox uses a preload only for a
 * fetch in the default cache mode. A fetch of our own is one request in every engine, and fresh.
 */

/** A server that holds the request longer than this would leave the page inert. */
export const DEPLOYED_FILE_TIMEOUT_MS = 10_000;

// On window, under a registered symbol: the page's first script and the app are separate bundles.
const STARTED = Symbol.for('callvera.deployed-file-requests');
type Started = Map<string, Promise<Response>>;

function started(): Started {
  const holder = window as unknown as { [STARTED]?: Started };
  return (holder[STARTED] ??= new Map());
}

const absolute = (url: string) => new URL(url, location.href).href;

/** Asks for the file, revalidated with the server (every server of the site sends it `no-cache`). */
export function requestDeployedFile(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(DEPLOYED_FILE_TIMEOUT_MS) });
}

/** Starts the request now, for the app to take later (the page's first script). */
export function startDeployedFileRequest(url: string) {
  const response = requestDeployedFile(url);
  response.catch(() => undefined); // the app reports a failure when it takes the response
  started().set(absolute(url), response);
}

/** The response of a request started for this file, once: a later ask (a retry) goes to the server again. */
export function takeStartedDeployedFileRequest(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const response = started().get(key);
  started().delete(key);
  return response;
}
