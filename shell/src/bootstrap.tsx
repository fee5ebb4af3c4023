import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  const root = createRoot(document.getElementById('root')!);
  try {
    const [config, remoteMap] = await Promise.all([loadSiteConfig(), loadRemoteMap()]);
    registerRemoteMap(remoteMap);
    provideDemoCallEngineFromRemote(config.demoCall);
    await preloadCurrentPage();
    forgetPrerenderedHead();
    root.render(
      <StrictMode>
        <SiteApp config={config} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <>
        <StartupFailure message={error instanceof Error ? error.message : String(error)} />
        <AppReady />
      </>,
    );
  }
}

void start();
