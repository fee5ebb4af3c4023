import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazy, Suspense, type ComponentType } from 'react';
import defaultConfig from '../../../../shared/site-config.json';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider, useSiteConfig } from '@callvera/shared/site-config-context';
import type { CheckedSiteConfig } from '../deployment';
import { useCheckedDeployment } from '../use-checked-deployment';

const prerendered = parseSiteConfig(defaultConfig);

function ContactLine() {
  return <p>Call us on {useSiteConfig().phone}</p>;
}

/** The route's page, whose code is still on its way when the deployed config has been checked. */
function pageOnItsWay() {
  let arrive!: () => void;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: ContactLine }))));
  return { Page, arrive: () => arrive() };
}

function App({ check, Page }: { check: Promise<CheckedSiteConfig>; Page: ComponentType }) {
  const { config } = useCheckedDeployment({ config: prerendered }, check);
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
    hydrateRoot(container, <App check={Promise.resolve({ config: deployed })} Page={Page} />);
  });
  // Checked before the page's code arrived: the served HTML stays, not a loading state or a fresh copy.
  expect(served.isConnected).toBe(true);
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();

  await act(async () => arrive());
  expect(served.isConnected).toBe(true);
  expect(served).toHaveTextContent('Call us on +1 555 0199');
  container.remove();
});

it('shows a broken deployment at once, without waiting for the page', async () => {
  function Failure({ check }: { check: Promise<CheckedSiteConfig> }) {
    const { failure } = useCheckedDeployment({ config: prerendered }, check);
    return <p>{failure ?? 'fine'}</p>;
  }
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Failure check={Promise.reject(new Error('/remotes.json is missing'))} />));
  expect(container).toHaveTextContent('/remotes.json is missing');
  container.remove();
});
