import { loadSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { loadRemoteMap } from './composition/remote-map';
import { registerRemoteMap } from './composition/federation';
import { remoteMapForTab } from './previews/remote-map-for-tab';
import { refuseIncompatibleRemotes } from './composition/remote-compatibility';
import { keepCopiedStylesheets } from './runtime-plugin/copied-stylesheets';
import { checkRemotePins } from './runtime-plugin/pinned-remotes';
import { startFieldSignal } from './field-signal/start-field-signal';
import { checkSiteConfig, prerenderedSiteConfig, type CheckedSiteConfig } from './startup/deployment';
import { decideDeployedSiteConfig, type DeployedSiteConfig } from './startup/deployed-site-config';
import { holdPageReadyUntil, markPageReadyWhenMainIsFilled } from './startup/hydration-marks';
import { startLoadingCurrentPage } from './startup/current-page';

/** What the app renders: the page with the deployment decided, or the error screen with why it cannot. */
export type TakeOverPlan = { deployment: DeployedSiteConfig } | { failure: unknown };

/**
 * The take-over's work that needs no React: the config read and checked, the remote map and federation's plugins
 * set up, the route's page asked for. Its modules hold no shared package, so the entry runs them while the shared
 * packages still cross the link, and React's part (bootstrap.tsx) has only the rendering left when they arrive.
 */
export function planTakeOver(): TakeOverPlan | Promise<TakeOverPlan> {
  markPageReadyWhenMainIsFilled();
  let prerendered: SiteConfig | null;
  try {
    prerendered = prerenderedSiteConfig();
  } catch (failure) {
    return { failure };
  }
  if (prerendered) return { deployment: decide(prerendered, checkSiteConfig(prerendered)) };
  // Not prerendered (a development server): nothing to show until the config arrives.
  return loadSiteConfig().then(
    (config) => ({ deployment: decide(config, Promise.resolve({ config })) }),
    (failure: unknown) => ({ failure }),
  );
}

/**
 * The remote map is fetched meanwhile (the page preloads it, beside the route's remote code): it decides which build
 * of each remote loads, and a remote loaded once cannot be swapped in the same page, so the deployed map always
 * decides, on this load.
 */
function decide(config: SiteConfig, check: Promise<CheckedSiteConfig>): DeployedSiteConfig {
  checkRemotePins();
  keepCopiedStylesheets();
  refuseIncompatibleRemotes();
  const remotesRegistered = registerRemoteMap(
    remoteMapForTab(
      loadRemoteMap(),
      check.then(({ config: deployed }) => deployed),
    ),
  );
  // The deployed file wins: live demos switched on or off, or other Vapi settings, since the page was prerendered.
  // A broken remote map is a broken deployment: the error screen names it.
  const deployment = decideDeployedSiteConfig(config, check, remotesRegistered);
  startFieldSignal(deployment.settled);
  startLoadingCurrentPage();
  // Presses on the page wait for the decision (they are replayed once the page is marked taken over).
  holdPageReadyUntil(deployment.settled);
  return deployment;
}
