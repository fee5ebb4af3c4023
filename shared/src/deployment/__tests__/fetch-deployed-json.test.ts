import { DEPLOYED_FILE_REQUESTS, startDeployedFileRequest } from '../deployed-file-request';
import { fetchDeployedJson } from '../fetch-deployed-json';

const json = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } });
const toError = (message: string) => new Error(message);

afterEach(() => Reflect.deleteProperty(window, DEPLOYED_FILE_REQUESTS)); // the next test is another page load

describe('fetchDeployedJson', () => {
  it('takes the request the page started, and asks the server itself for the next one', async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json('{"from":"network"}'));
    global.fetch = fetch;
    startDeployedFileRequest({ url: '/remotes.json' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(fetchDeployedJson('/remotes.json', toError)).resolves.toEqual({ from: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);

    await fetchDeployedJson('/remotes.json', toError);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Afresh every load: revalidated with the server, whatever a cache holds.
    expect(fetch.mock.calls[1]).toContainEqual(expect.objectContaining({ cache: 'no-cache' }));
  });

  it("asks the server once when the app asks before the page's first script, which then takes the app's answer", async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json('{"from":"network"}'));
    global.fetch = fetch;
    await expect(fetchDeployedJson('/site-config.json', toError)).resolves.toEqual({ from: 'network' });
    await startDeployedFileRequest({ url: '/site-config.json' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the file when the started request failed', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    startDeployedFileRequest({ url: '/site-config.json' });
    await expect(fetchDeployedJson('/site-config.json', toError)).rejects.toThrow(
      '/site-config.json could not be fetched (Failed to fetch)',
    );
  });

  it('reads a started response whole while the time limit runs, so an app taking it after the limit still finds the file', async () => {
    // As a browser does: once the request's signal aborts, a body not read yet can no longer be read.
    const limit = new AbortController();
    global.fetch = jest.fn(async () => {
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (limit.signal.aborted) return controller.error(new DOMException('signal timed out', 'TimeoutError'));
            controller.enqueue(new TextEncoder().encode('{"from":"network"}'));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    startDeployedFileRequest({ url: '/remotes.json' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    limit.abort();
    await expect(fetchDeployedJson('/remotes.json', toError)).resolves.toEqual({ from: 'network' });
  });
  it("gives up on a server that never answers once 10 s have passed on the page's clock, naming the file and why", async () => {
    jest.useFakeTimers();
    try {
      // As a browser does: the request ends only when its signal aborts, with the signal's reason.
      global.fetch = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
      );
      const settled = jest.fn();
      const fetched = fetchDeployedJson('/site-config.json', toError);
      fetched.catch(settled);
      await jest.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(fetched).rejects.toThrow('/site-config.json could not be fetched (no answer within 10 s)');
    } finally {
      jest.useRealTimers();
    }
  });
});
