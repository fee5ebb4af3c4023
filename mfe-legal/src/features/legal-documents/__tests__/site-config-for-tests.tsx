import type { ReactNode } from 'react';
import type { SiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';

/** Deliberately not the shipped values, so a hard-coded name or address would show up. */
export const TEST_SITE_CONFIG: SiteConfig = {
  productName: 'Voxtest',
  phone: '+1 202 555 0100',
  email: 'legal-help@example.org',
  social: { x: 'https://x.example/v', instagram: 'https://ig.example/v', linkedin: 'https://li.example/v' },
  dashboardUrl: 'https://app.example.org/',
  bookingUrl: 'https://book.example.org/',
  demoVideoUrl: '/media/demo.mp4',
  siteUrl: 'https://www.example.org',
  demoCall: { available: false, reason: 'not needed in these tests' },
};

export function WithSiteConfig({ children }: { children: ReactNode }) {
  return <SiteConfigProvider config={TEST_SITE_CONFIG}>{children}</SiteConfigProvider>;
}
