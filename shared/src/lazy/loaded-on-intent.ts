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
  /** Fetches it, once; rejects, naming `what`, when nothing said where it comes from. */
  get(): Promise<T>;
  /** It, once it has arrived. */
  readonly ready: T | null;
}

export function loadedOnIntent<T>(what: string): LoadedOnIntent<T> {
  let get: (() => Promise<T>) | null = null;
  let ready: T | null = null;
  return {
    provide(load) {
      ready = null;
      get = keptUntilFailure(() => load().then((loaded) => (ready = loaded)));
    },
    provideReady(part) {
      ready = part;
      get = () => Promise.resolve(part);
    },
    get: () => get?.() ?? Promise.reject(new Error(`No ${what} is provided`)),
    get ready() {
      return ready;
    },
  };
}
