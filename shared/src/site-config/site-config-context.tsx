import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from './site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Makes the checked site config available to the shell and every remote page. */
export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a SiteConfigProvider above it');
  return config;
}
