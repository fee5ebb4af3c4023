import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';

/** A site config as the shell would pass it; the dashboard URL has a path so tests can see the root is used. */
export const TEST_SITE_CONFIG: SiteConfig = {
  productName: 'Callvera',
  phone: '+1 415 555 0134',
  email: 'support@callvera.test',
  social: { x: 'https://x.test/callvera', instagram: 'https://instagram.test/callvera', linkedin: 'https://linkedin.test/callvera' },
  dashboardUrl: 'https://app.callvera.test/signup?ref=site',
  bookingUrl: 'https://booking.callvera.test/demo',
  demoVideoUrl: '/media/demo.mp4',
  siteUrl: 'https://callvera.test',
  demoCall: { available: false, reason: 'not needed in these tests' },
};

export function renderWithSiteConfig(ui: ReactElement) {
  return render(<SiteConfigProvider config={TEST_SITE_CONFIG}>{ui}</SiteConfigProvider>);
}
