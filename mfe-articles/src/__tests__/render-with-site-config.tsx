import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { NavigationProvider } from '@callvera/shared/navigation';
import siteConfigJson from '@callvera/shared/site-config.json';

/** Default site config, but with a brand name no page could hard-code. */
export const testSiteConfig = parseSiteConfig({ ...siteConfigJson, productName: 'Testbrand' });

/** Renders a page the way the shell mounts it: site config plus in-app navigation. */
export function renderWithSiteConfig(ui: ReactElement, navigate: (path: string) => void = () => {}) {
  const wrap = (node: ReactElement) => (
    <SiteConfigProvider config={testSiteConfig}>
      <NavigationProvider navigate={navigate}>{node}</NavigationProvider>
    </SiteConfigProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
