import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import defaultConfig from '@callvera/shared/site-config.json';

/** The shipped default config, through the same check the site runs at load. */
export const testSiteConfig: SiteConfig = parseSiteConfig(defaultConfig);

export function renderWithSiteConfig(ui: ReactElement, config: SiteConfig = testSiteConfig) {
  return render(<SiteConfigProvider config={config}>{ui}</SiteConfigProvider>);
}
