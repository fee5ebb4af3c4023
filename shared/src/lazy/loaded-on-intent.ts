/**
 * Asks `load` once and keeps what it promises, for every later ask. A failure reaches whoever asked, then is
 * forgotten, so that the next ask (a visitor's next press) goes to the network again.
 */
export function keptUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () =>
    (kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    }));
}

/** A part fetched on a visitor's intent, never before: where it comes from, and the part itself once it is here. */
export interface LoadedOnIntent<T> {
  /** Says where it comes from, fetching nothing. */
  provide(load: () => Promise<T>): void;
  /** Hands it over, here already: nothing will be fetched. */
  provideReady(part: T): void;
  /** Fetches it for a press, once; rejects, naming `what`, when nothing said where it comes from. */
  get(): Promise<T>;
  /**
   * Fetches it ahead of a press (hover, focus, scroll into view), as `get` does, unless its last fetch failed:
   * then it rejects at once, and the next fetch waits for a press. A fetch begun meanwhile, while the network
   * may still be failing, would be the one that press joins, and it would fail the press again.
   */
  warm(): Promise<T>;
  /** It, once it has arrived. */
  readonly ready: T | null;
}

export function loadedOnIntent<T>(what: string): LoadedOnIntent<T> {
  let get: (() => Promise<T>) | null = null;
  let ready: T | null = null;
  let lastFetchFailed = false;
  const fetchOnce = () => {
    lastFetchFailed = false;
    return get?.() ?? Promise.reject(new Error(`No ${what} is provided`));
  };
  return {
    provide(load) {
      ready = null;
      lastFetchFailed = false;
      const provided = keptUntilFailure(() =>
        load().then(
          (loaded) => {
            // Made for the old source (an engine with the Vapi settings the page was prerendered with, say): the parts
            // presses reach come from the new one, or a Stop would go to a part that never started the call.
            if (get === provided) ready = loaded;
            return loaded;
          },
          (error: unknown) => {
            // A fetch from before the part was provided again says nothing of the new source.
            if (get === provided) lastFetchFailed = true;
            throw error;
          },
        ),
      );
      get = provided;
    },
    provideReady(part) {
      ready = part;
      lastFetchFailed = false;
      get = () => Promise.resolve(part);
    },
    get: fetchOnce,
    warm: () => (lastFetchFailed ? Promise.reject(new Error(`The last ${what} fetch failed: the next waits for a press`)) : fetchOnce()),
    get ready() {
      return ready;
    },
  };
}
