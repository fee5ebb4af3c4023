import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import defaultConfig from '../../../shared/site-config.json';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { createSiteMemoryRouter } from '../routing/site-router';

export const testSiteConfig = parseSiteConfig(defaultConfig);

/** Renders the whole shell at one path, with the shipped default config. */
export function renderSiteAt(path: string) {
  const router = createSiteMemoryRouter(path);
  return {
    router,
    ...render(
      <SiteConfigProvider config={testSiteConfig}>
        <RouterProvider router={router} />
      </SiteConfigProvider>,
    ),
  };
}
