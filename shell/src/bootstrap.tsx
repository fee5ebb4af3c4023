import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@callvera/shared/design/tokens.css';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { registerRemoteMap } from './composition/federation';
import { provideDemoCallEngineFromRemote } from './composition/demo-call-engine';
import { SiteRouter } from './routing/site-router';
import { StartupFailure } from './error/StartupFailure';
import { fetchDeployedFiles, prerenderedDeployment, type Deployment } from './startup/deployment';
import { checkDeployedFiles, type CheckedDeployment } from './startup/deployment-check';
import { useCheckedDeployment } from './startup/use-checked-deployment';
import { markShellHydrated } from './startup/hydration-marks';
import { forgetPrerenderedHead } from './startup/prerendered-head';
import { startLoadingCurrentPage } from './startup/current-page';

function SiteApp({ started, check }: { started: Deployment; check: Promise<CheckedDeployment> }) {
  const { config, failure } = useCheckedDeployment(started, check);
  useEffect(markShellHydrated, []);
  if (failure) return <StartupFailure message={failure} />;
  return (
    <SiteConfigProvider config={config}>
      <SiteRouter />
    </SiteConfigProvider>
  );
}

function showStartupFailure(container: HTMLElement, error: unknown) {
  forgetPrerenderedHead();
  createRoot(container).render(<StartupFailure message={error instanceof Error ? error.message : String(error)} />);
  markShellHydrated();
}

/**
 * A prerendered page carries the deployed files in its HTML, so the app takes
 * it over at once, without waiting on the network; each route's remote region
 * keeps its served HTML until that remote's code arrives.
 */
function takeOver(container: HTMLElement, started: Deployment, prerendered: boolean) {
  registerRemoteMap(started.remoteMap);
  startLoadingCurrentPage();
  const check = prerendered ? checkDeployedFiles(started) : Promise.resolve(started);
  provideDemoCallEngineFromRemote(check.then(({ config }) => config.demoCall));
  forgetPrerenderedHead();
  const app = (
    <StrictMode>
      <SiteApp started={started} check={check} />
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
  const container = document.getElementById('root')!;
  let prerendered: Deployment | null;
  try {
    prerendered = prerenderedDeployment();
  } catch (error) {
    showStartupFailure(container, error);
    return;
  }
  if (prerendered) {
    takeOver(container, prerendered, true);
    return;
  }
  fetchDeployedFiles().then(
    ({ deployment }) => takeOver(container, deployment, false),
    (error: unknown) => showStartupFailure(container, error),
  );
}

start();
