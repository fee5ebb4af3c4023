import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@callvera/shared/design/tokens.css';
import { loadSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { loadRemoteMap } from './composition/remote-map';
import { registerRemoteMap } from './composition/federation';
import { provideDemoCallEngineFromRemote } from './composition/demo-call-engine';
import { SiteRouter } from './routing/site-router';
import { StartupFailure } from './error/StartupFailure';
import { AppReady } from './AppReady';
import { forgetPrerenderedHead, preloadCurrentPage } from './routing/prerendered-takeover';

function SiteApp({ config }: { config: SiteConfig }) {
  return (
    <SiteConfigProvider config={config}>
      <SiteRouter />
      <AppReady />
    </SiteConfigProvider>
  );
}

async function start() {
  const container = document.getElementById('root')!;
  // Served prerendered: React adopts the existing DOM instead of rebuilding it,
  // so nothing repaints and the first paint stays the largest one (LCP).
  const prerendered = container.hasChildNodes();
  try {
    const [config, remoteMap] = await Promise.all([loadSiteConfig(), loadRemoteMap()]);
    registerRemoteMap(remoteMap);
    provideDemoCallEngineFromRemote(config.demoCall);
    await preloadCurrentPage();
    forgetPrerenderedHead();
    const app = (
      <StrictMode>
        <SiteApp config={config} />
      </StrictMode>
    );
    if (prerendered) {
      // In a transition, React hydrates in slices of a few milliseconds and lets the
      // browser run in between, instead of holding the main thread for the whole page.
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error, info) => console.warn('The prerendered page differed from the app; it was rendered afresh.', error, info.componentStack),
        });
      });
    } else {
      createRoot(container).render(app);
    }
  } catch (error) {
    createRoot(container).render(
      <>
        <StartupFailure message={error instanceof Error ? error.message : String(error)} />
        <AppReady />
      </>,
    );
  }
}

void start();
