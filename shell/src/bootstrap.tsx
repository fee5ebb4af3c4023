import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { SiteRouter } from './routing/site-router';
import { StartupFailure } from './error/StartupFailure';
import type { DeployedSiteConfig } from './startup/deployed-site-config';
import { useDeployedSiteConfig } from './startup/use-deployed-site-config';
import { provideDemoCallEngineFor } from './startup/demo-call-engine-for-deployment';
import { provideShellSamplePlayer } from './startup/demo-sample-player';
import { markShellHydrated } from './startup/hydration-marks';
import type { TakeOverPlan } from './plan-take-over';
import { handOverPrerenderedHead } from './startup/prerendered-head';

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

/** Renders the planned take-over (plan-take-over.ts): the served page hydrated, or the error screen. */
export function takeOver(plan: TakeOverPlan) {
  const container = document.getElementById('root')!;
  if ('failure' in plan) {
    showStartupFailure(container, plan.failure);
    return;
  }
  const { deployment } = plan;
  provideDemoCallEngineFor(deployment);
  provideShellSamplePlayer();
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
