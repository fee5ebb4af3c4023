import { observeRemoteOutcomes } from '../composition/remote-outcomes';

/**
 * Attributes on <html> that say which parts of a prerendered page the app has
 * taken over. The click-replay part of the page's first script reads them to know when a press it kept
 * can be handed to React; end-to-end tests that need the whole app wait for
 * PAGE_READY. They live on <html>, outside #root, so the prerender never
 * captures them into a page's HTML.
 */
export const SHELL_HYDRATED = 'data-shell-hydrated';
/** On <html> in the served page until its first script listens; the page's controls are hidden meanwhile (tokens.css). */
export const BEFORE_PAGE_START = 'data-before-page-start';
export const PAGE_READY = 'data-app-ready';

export function markShellHydrated() {
  document.documentElement.setAttribute(SHELL_HYDRATED, '');
}

let pageReadyAfter: Promise<unknown> = Promise.resolve();

/**
 * The page counts as taken over only once this has settled too: the check of the
 * deployed site config, which decides what a press does (live demos or not).
 */
export function holdPageReadyUntil(settled: Promise<unknown>) {
  pageReadyAfter = settled.catch(() => undefined);
}

/** Its value is when (ms since navigation): the prerender preloads the code fetched before then. */
export function markPageReady() {
  void pageReadyAfter.then(() => {
    if (document.documentElement.hasAttribute(PAGE_READY)) return;
    document.documentElement.setAttribute(PAGE_READY, String(Math.round(performance.now())));
  });
}

/** The page counts as taken over once composition has filled <main> (and the deployed config has been checked). */
export function markPageReadyWhenMainIsFilled() {
  observeRemoteOutcomes((outcome) => outcome.type === 'main-filled' && markPageReady());
}
