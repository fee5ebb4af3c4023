import type { ComponentType } from 'react';
import contractVersion from './contract-version.json';

/**
 * What the shell and the remotes agree on. A remote team may change anything
 * behind these types without asking the shell team; changing these types is a
 * contract change and bumps SHELL_CONTRACT_VERSION.
 */
export const SHELL_CONTRACT_VERSION: number = contractVersion.shellContract;

/** Every remote exposes this module, generated at its build from the contracts it was built against. */
export const CONTRACT_MODULE = 'contract';
export interface RemoteContractModule {
  contractVersion: number;
}

/** Federation names of the remotes, as used in remotes.json. */
export const REMOTE_NAMES = ['landing', 'pricing', 'articles', 'legal', 'demo_call'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Props the shell passes to every page a remote exposes. */
export interface RoutePageProps {
  /** The route path being shown, exactly as in the route table, e.g. "/refund-policy". */
  path: string;
}

/** Shape of an exposed page module: a default-exported React component. */
export interface RoutePageModule {
  default: ComponentType<RoutePageProps>;
}

/** Every page module each remote must expose, by remote. */
export const EXPOSED_PAGES = {
  landing: ['LandingPage'],
  pricing: ['PricingPage'],
  articles: ['ComparisonPage', 'ArticlePage'],
  legal: ['LegalPage'],
} as const satisfies Partial<Record<RemoteName, readonly string[]>>;

export {
  DEMO_CALL_ENGINE_MODULE,
  type DemoCallEngine,
  type DemoCallEngineModule,
  type LiveDemoCallConfig,
} from './demo-call-engine';
