import { render } from '@testing-library/react';
import defaultConfig from '../../../shared/site-config.json';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { SiteMemoryRouter } from '../routing/site-router';

export const testSiteConfig = parseSiteConfig(defaultConfig);

/** Renders the whole shell at one path, with the shipped default config. */
export function renderSiteAt(path: string) {
  return render(
    <SiteConfigProvider config={testSiteConfig}>
      <SiteMemoryRouter initialPath={path} />
    </SiteConfigProvider>,
  );
}
