import { PAGE_READY, SHELL_HYDRATED } from '@callvera/shared/page-marks';
import { observeRemoteOutcomes } from '../composition/remote-outcomes';

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
