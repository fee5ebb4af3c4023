import type { ComponentType } from 'react';
import { SITE_REGISTRY } from '../../registry/site-registry.js';
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

type RegistryApp = (typeof SITE_REGISTRY.apps)[number];
type RemoteApp = Extract<RegistryApp, { remote: string }>;

/** Federation names of the remotes, as used in remotes.json (from shared/registry/site-registry.js). */
export type RemoteName = RemoteApp['remote'];
export const REMOTE_NAMES: readonly RemoteName[] = SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [app.remote] : []));

/** The page modules a remote exposes for routes (its rspack config's `exposes` is checked against them at build). */
export type ExposedPage<Remote extends RemoteName> = Extract<RemoteApp, { remote: Remote }>['pages'][number];

/** A route, as the registry lists it: its module is one its remote exposes, or TypeScript refuses it. */
export type PageRoute = {
  [Remote in RemoteName]: {
    /** The route path, exactly as visitors type it, e.g. "/refund-policy". */
    path: string;
    remote: Remote;
    module: ExposedPage<Remote>;
    /** Used in "<section> is temporarily unavailable". */
    section: string;
  };
}[RemoteName];

/** Props the shell passes to every page a remote exposes. */
export interface RoutePageProps {
  /** The route path being shown, exactly as in the route table, e.g. "/refund-policy". */
  path: string;
}

/** Shape of an exposed page module: a default-exported React component. */
export interface RoutePageModule {
  default: ComponentType<RoutePageProps>;
}

export { DEMO_CALL_ENGINE_MODULE, type DemoCallEngine, type DemoCallEngineModule, type LiveDemoCallConfig } from './demo-call-engine';
