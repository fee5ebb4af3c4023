/**
 * How a page asks for a file the take-over reads that a release may change (remotes.json and site-config.json
 * beside the shell, each remote's mf-manifest.json): once per page load, always afresh. The page's first
 * script starts the request as the take-over's other files are asked for (once the page has painted), and the
 * app takes that response when it needs the file.
 *
 * Not a `<link rel="preload">`: WebKit hands a preloaded response only to a no-cors fetch, and then keeps
 * it for later page loads without asking the server again (measured in WebKitGTK 2.50, even under
 * `Cache-Control: no-store`), so an edited remotes.json would go unseen; Firefox uses a preload only for a
 * fetch in the default cache mode, and not for one checked against a hash (a pinned manifest). A fetch of our
 * own is one request in every engine, and fresh.
 */

/** A file the first script asks for: its URL, and the hash its bytes must have when remotes.json pins it. */
export interface DeployedFile {
  url: string;
  integrity?: string;
}

/** A server that holds the request longer than this would leave the page inert. */
const DEPLOYED_FILE_TIMEOUT_MS = 10_000;

/**
 * On window, under a registered symbol: the page's first script and the app are separate bundles. Exported for
 * tests, which stand for many page loads in one window.
 */
export const DEPLOYED_FILE_REQUESTS = Symbol.for('callvera.deployed-file-requests');
type Asked = { response: Promise<Response>; integrity?: string; taken: boolean };
type Requests = Map<string, Asked>;

function requests(): Requests {
  const holder = window as unknown as { [DEPLOYED_FILE_REQUESTS]?: Requests };
  return (holder[DEPLOYED_FILE_REQUESTS] ??= new Map());
}

const absolute = (url: string) => new URL(url, location.href).href;

/**
 * Asks for the file, revalidated with the server (every server of the site sends it `no-cache`), and checked
 * by the browser against `integrity` when given (Subresource Integrity).
 */
export function requestDeployedFile({ url, integrity }: DeployedFile): Promise<Response> {
  return fetch(url, { cache: 'no-cache', integrity, signal: AbortSignal.timeout(DEPLOYED_FILE_TIMEOUT_MS) });
}

/** Why a response is not the deployed file asked for, if it is not, in the words a page's message gives after its name. */
export function whyNotTheFile(response: Response): string | undefined {
  // A static host that falls back to index.html answers 200 with a page for a missing file.
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return 'the server answered with a web page';
  return response.ok ? undefined : `HTTP ${response.status}`;
}

/** Why a request of a deployed file failed, in the words a page's message gives after the file's name. */
export function whyNotFetched(error: unknown): string {
  return (error as Error).name === 'TimeoutError' ? `no answer within ${DEPLOYED_FILE_TIMEOUT_MS / 1000} s` : (error as Error).message;
}

/**
 * The response with its body read now. The time limit's signal also cuts a body left unread, and the app may take a
 * started response long after the server answered it (its code arrives late on a slow phone): read within the limit,
 * the file the server sent in time stays whole.
 */
async function readWhole(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Starts the request now, for the app to take later (the page's first script); settles when it has. Not when the app
 * asked first: its start-up may run before this script's timers (a `user-blocking` task goes before them).
 */
export function startDeployedFileRequest(file: DeployedFile): Promise<unknown> {
  const key = absolute(file.url);
  const asked = requests().get(key) ?? remember(key, file, requestDeployedFile(file).then(readWhole), false);
  return asked.response.catch(() => undefined); // the app reports a failure when it takes the response
}

/**
 * The response to the app's ask for this file: the request the page's first script started for it, once, when
 * started against the hash asked for now (remotes.json may pin another release since); else `ask`'s. An app that
 * asks first is remembered, and the first script does not ask again; a later ask (a retry) goes to the server.
 */
export function takeDeployedFileRequest(
  file: DeployedFile,
  ask: () => Promise<Response> = () => requestDeployedFile(file),
): Promise<Response> {
  const key = absolute(file.url);
  const asked = requests().get(key);
  if (!asked) return remember(key, file, ask(), true).response;
  if (asked.taken || asked.integrity !== file.integrity) return ask();
  asked.taken = true;
  return asked.response;
}

function remember(key: string, { integrity }: DeployedFile, response: Promise<Response>, taken: boolean): Asked {
  const asked = { response, integrity, taken };
  requests().set(key, asked);
  return asked;
}
