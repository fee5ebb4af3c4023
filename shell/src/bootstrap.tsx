import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@callvera/shared/design/tokens.css';
import { loadSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { loadRemoteMap } from './composition/remote-map';
import { registerRemoteMap } from './composition/federation';
import { remoteMapForTab } from './previews/remote-map-for-tab';
import { refuseIncompatibleRemotes } from './composition/remote-compatibility';
import { keepCopiedStylesheets } from './runtime-plugin/copied-stylesheets';
import { checkRemotePins } from './runtime-plugin/pinned-remotes';
import { SiteRouter } from './routing/site-router';
import { StartupFailure } from './error/StartupFailure';
import { checkSiteConfig, prerenderedSiteConfig, type CheckedSiteConfig } from './startup/deployment';
import { decideDeployedSiteConfig, type DeployedSiteConfig } from './startup/deployed-site-config';
import { useDeployedSiteConfig } from './startup/use-deployed-site-config';
import { provideDemoCallEngineFor } from './startup/demo-call-engine-for-deployment';
import { provideShellSamplePlayer } from './startup/demo-sample-player';
import { holdPageReadyUntil, markPageReadyWhenMainIsFilled, markShellHydrated } from './startup/hydration-marks';
import { handOverPrerenderedHead } from './startup/prerendered-head';
import { startLoadingCurrentPage } from './startup/current-page';
import { startFieldSignal } from './field-signal/start-field-signal';

function SiteApp({ deployment }: { deployment: DeployedSiteConfig }) {
  const { config, failure } = useDeployedSiteConfig(deployment);
  useEffect(markShellHydrated, []);
  if (failure) return <StartupFailure message={failure} />;
  return (
    <SiteConfigProvider config={config}>
      <SiteRouter />
    </SiteConfigProvider>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function showStartupFailure(container: HTMLElement, error: unknown) {
  handOverPrerenderedHead();
  createRoot(container).render(<StartupFailure message={messageOf(error)} />);
  markShellHydrated();
}

/**
 * Takes the page over at once with the site config it carries. The remote map
 * is fetched meanwhile (the page preloads it, beside the route's remote code):
 * it decides which build of each remote loads, and a remote loaded once cannot
 * be swapped in the same page, so the deployed map always decides, on this load.
 */
function takeOver(container: HTMLElement, config: SiteConfig, check: Promise<CheckedSiteConfig>) {
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
  provideDemoCallEngineFor(deployment);
  provideShellSamplePlayer();
  // Presses on the page wait for the decision (they are replayed once the page is marked taken over).
  holdPageReadyUntil(deployment.settled);
  handOverPrerenderedHead();
  const app = (
    <StrictMode>
      <SiteApp deployment={deployment} />
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // In a transition, React hydrates in slices of a few milliseconds and lets the
  // browser run in between, instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.warn('The prerendered page differed from the app; it was rendered afresh.', error, info.componentStack),
    });
  });
}

function start() {
  markPageReadyWhenMainIsFilled();
  const container = document.getElementById('root')!;
  let prerendered: SiteConfig | null;
  try {
    prerendered = prerenderedSiteConfig();
  } catch (error) {
    showStartupFailure(container, error);
    return;
  }
  if (prerendered) {
    takeOver(container, prerendered, checkSiteConfig(prerendered));
    return;
  }
  // Not prerendered (a development server): nothing to show until the config arrives.
  loadSiteConfig().then(
    (config) => takeOver(container, config, Promise.resolve({ config })),
    (error: unknown) => showStartupFailure(container, error),
  );
}

start();
