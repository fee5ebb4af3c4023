import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazy, Suspense, type ComponentType } from 'react';
import defaultConfig from '../../../../shared/site-config.json';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider, useSiteConfig } from '@callvera/shared/site-config-context';
import type { CheckedSiteConfig } from '../deployment';
import { decideDeployedSiteConfig, type DeployedSiteConfig } from '../deployed-site-config';
import { useDeployedSiteConfig } from '../use-deployed-site-config';

const prerendered = parseSiteConfig(defaultConfig);
const remotesRegistered = Promise.resolve();
const deploymentChecked = (check: Promise<CheckedSiteConfig>) => decideDeployedSiteConfig(prerendered, check, remotesRegistered);

function ContactLine() {
  return <p>Call us on {useSiteConfig().phone}</p>;
}

/** The route's page, whose code is still on its way when the deployed config has been checked. */
function pageOnItsWay() {
  let arrive!: () => void;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: ContactLine }))));
  return { Page, arrive: () => arrive() };
}

function App({ deployment, Page }: { deployment: DeployedSiteConfig; Page: ComponentType }) {
  const { config } = useDeployedSiteConfig(deployment);
  return (
    <SiteConfigProvider config={config}>
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </main>
    </SiteConfigProvider>
  );
}

it('keeps the served page as it is until it has taken it over, then shows the deployed config', async () => {
  const container = document.createElement('div');
  container.innerHTML = `<main><!--$--><p>Call us on <!-- -->${prerendered.phone}</p><!--/$--></main>`;
  document.body.append(container);
  const served = screen.getByText(`Call us on ${prerendered.phone}`);
  const { Page, arrive } = pageOnItsWay();
  const deployed: SiteConfig = { ...prerendered, phone: '+1 555 0199' };

  await act(async () => {
    hydrateRoot(container, <App deployment={deploymentChecked(Promise.resolve({ config: deployed }))} Page={Page} />);
  });
  // Checked before the page's code arrived: the served HTML stays, not a loading state or a fresh copy.
  expect(served.isConnected).toBe(true);
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();

  await act(async () => arrive());
  expect(served.isConnected).toBe(true);
  expect(served).toHaveTextContent('Call us on +1 555 0199');
  container.remove();
});

function Failure({ deployment }: { deployment: DeployedSiteConfig }) {
  const { failure } = useDeployedSiteConfig(deployment);
  return <p>{failure ?? 'fine'}</p>;
}

it('shows a broken deployment at once, without waiting for the page', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const deployment = deploymentChecked(Promise.resolve({ config: prerendered, failure: '/site-config.json is missing (HTTP 404)' }));
  await act(async () => createRoot(container).render(<Failure deployment={deployment} />));
  expect(container).toHaveTextContent('/site-config.json is missing (HTTP 404)');
  container.remove();
});

it('shows a broken remote map as a broken deployment', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const deployment = decideDeployedSiteConfig(
    prerendered,
    new Promise(() => undefined),
    Promise.reject(new Error('/remotes.json is missing')),
  );
  await act(async () => createRoot(container).render(<Failure deployment={deployment} />));
  expect(container).toHaveTextContent('/remotes.json is missing');
  container.remove();
});
