import { SITE_REGISTRY } from '@callvera/shared/registry';
import type { SiteRoute } from '../site-routes';

describe('the route table', () => {
  it('gives every route a page its remote exposes', () => {
    for (const route of SITE_REGISTRY.routes) {
      const app = SITE_REGISTRY.apps.find((candidate) => candidate.remote === route.remote);
      expect(app?.pages).toContain(route.module);
    }
  });

  it('refuses, at compile time, a module the remote does not expose', () => {
    const routes: SiteRoute[] = [
      { path: '/pricing', remote: 'pricing', module: 'PricingPage', section: 'Pricing' },
      // @ts-expect-error LandingPage is the landing remote's page, not pricing's
      { path: '/pricing', remote: 'pricing', module: 'LandingPage', section: 'Pricing' },
      // @ts-expect-error the demo-call remote exposes no page
      { path: '/call', remote: 'demo_call', module: 'DemoCallEngine', section: 'Call' },
      // @ts-expect-error blog is not a remote of the registry
      { path: '/blog', remote: 'blog', module: 'BlogPage', section: 'Blog' },
    ];
    expect(routes).toHaveLength(4);
  });
});
