import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import defaultConfig from '@callvera/shared/site-config.json';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';

/** A site config as the shell would pass it; the dashboard URL has a path so tests can see the root is used. */
export const TEST_SITE_CONFIG: SiteConfig = parseSiteConfig({
  ...defaultConfig,
  dashboardUrl: 'https://app.callvera.test/signup?ref=site',
  bookingUrl: 'https://booking.callvera.test/demo',
});

export function renderWithSiteConfig(ui: ReactElement) {
  return render(<SiteConfigProvider config={TEST_SITE_CONFIG}>{ui}</SiteConfigProvider>);
}
