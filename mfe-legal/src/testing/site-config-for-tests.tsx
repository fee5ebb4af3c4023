import type { ReactNode } from 'react';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import defaultConfig from '@callvera/shared/site-config.json';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';

/** Deliberately not the shipped values, so a hard-coded name or address would show up. */
export const TEST_SITE_CONFIG: SiteConfig = parseSiteConfig({
  ...defaultConfig,
  productName: 'Voxtest',
  email: 'legal-help@example.org',
});

export function WithSiteConfig({ children }: { children: ReactNode }) {
  return <SiteConfigProvider config={TEST_SITE_CONFIG}>{children}</SiteConfigProvider>;
}
