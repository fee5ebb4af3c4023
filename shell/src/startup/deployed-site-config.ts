import type { SiteConfig } from '@callvera/shared/site-config';
import type { CheckedSiteConfig } from './deployment';
import { keepEqualParts } from './keep-equal-parts';

/** The site config this page load runs with: React, the demo-call engine and the field signal all read it here. */
export interface DeployedSiteConfig {
  /** The page's own copy, which its served HTML was rendered with: hydration starts from it. */
  initial: CheckedSiteConfig;
  /** As decided so far: the page's own copy until the deployed file has been checked. */
  current(): CheckedSiteConfig;
  /** Calls the listener each time the decision changes; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /** The decision once the deployed file has been checked. */
  settled: Promise<CheckedSiteConfig>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Decides, once per start-up, which site config the page runs with. It starts from the page's copy; when the
 * check of the deployed file ends, a checked config equal to that copy keeps the copy's very object (so nothing
 * re-renders and nothing is provided again), a changed one wins with its unchanged parts kept, and a broken file (or any
 * other deployed file the site cannot run without, such as the remote map) becomes the failure the error
 * screen names. The remote map's failure names the problem even when the site config is broken too.
 */
export function decideDeployedSiteConfig(
  page: SiteConfig,
  check: Promise<CheckedSiteConfig>,
  otherDeployedFiles: Promise<unknown>,
): DeployedSiteConfig {
  const initial: CheckedSiteConfig = { config: page };
  let decision = initial;
  const listeners = new Set<() => void>();
  const decide = (config: SiteConfig, failure: string | undefined) => {
    if (config === decision.config && failure === decision.failure) return;
    decision = failure === undefined ? { config } : { config, failure };
    for (const listener of listeners) listener();
  };

  const settled = check.then(
    (checked) => {
      decide(keepEqualParts(decision.config, checked.config), decision.failure ?? checked.failure);
      return decision;
    },
    (error: unknown) => {
      decide(decision.config, decision.failure ?? messageOf(error));
      return decision;
    },
  );
  otherDeployedFiles.catch((error: unknown) => decide(decision.config, messageOf(error)));

  return {
    initial,
    current: () => decision,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled,
  };
}
