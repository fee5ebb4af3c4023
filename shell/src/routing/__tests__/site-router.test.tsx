import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_CONTRACT_VERSION, type RoutePageProps } from '@callvera/shared/contracts';
import { loadExposedModule } from '../../composition/federation';
import { renderSiteAt } from '../../testing/render-site';
import { SITE_ROUTES } from '../site-routes';
import { forgetLoadedModules } from '../../composition/load-remote-module';

jest.mock('../../composition/federation');
const loadModule = jest.mocked(loadExposedModule);

// Stands in for every remote: a page that says which remote and module served which path.
function fakeRemotePage(remote: string, module: string) {
  return function FakePage({ path }: RoutePageProps) {
    return <h1>{`${remote}/${module} at ${path}`}</h1>;
  };
}

beforeEach(() => {
  forgetLoadedModules();
  loadModule.mockImplementation(
    async (remote, module) =>
      (module === 'contract' ? { contractVersion: SHELL_CONTRACT_VERSION } : { default: fakeRemotePage(remote, module) }) as never,
  );
});

describe('site routing', () => {
  it('covers every route of the site', () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/pricing',
      '/Human-vs-AI',
      '/7-Industries-Revolutionized',
      '/Revolutionizing-Customer-Support',
      '/Your-Guide-to-Adopting-AI-Driven',
      '/Top-10-Essential-Features',
      '/privacy-policy',
      '/refund-policy',
      '/terms-of-service',
    ]);
  });

  it.each([
    ['/', 'landing/LandingPage'],
    ['/pricing', 'pricing/PricingPage'],
    ['/Human-vs-AI', 'articles/ComparisonPage'],
    ['/Top-10-Essential-Features', 'articles/ArticlePage'],
    ['/refund-policy', 'legal/LegalPage'],
  ])('serves %s from %s, inside the site chrome', async (path, served) => {
    renderSiteAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: `${served} at ${path}` })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows the error screen with 404 for an unknown path, and keeps the chrome', async () => {
    renderSiteAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('moves between routes in-app from the footer, and starts the new page at its top', async () => {
    renderSiteAt('/');
    await screen.findByRole('heading', { name: 'landing/LandingPage at /' });
    jest.mocked(window.scrollTo).mockClear();
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { name: 'legal/LegalPage at /terms-of-service' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
