// @ts-check
// Where the registry's apps are served, for one deployment:
// - "local": every app on http://localhost:<SITE_PORT_BASE + its offset>, as `npm start`, `npm test`,
//   the prerender, the bench and the nginx config under test serve them (plus the e2e fixture remote);
// - "production": every app on its production origin (https).
// Builds and servers pick it from SITE_DEPLOYMENT (local by default) and SITE_PORT_BASE (3000 by default).
import { DEFAULT_PORT_BASE, SITE_REGISTRY } from './site-registry.js';

/** @typedef {'local' | 'production'} SiteDeployment */
/** @typedef {{ deployment: SiteDeployment, portBase: number }} SiteTarget */
/** @typedef {(typeof SITE_REGISTRY.apps)[number]} RegistryApp */

/** @type {readonly SiteDeployment[]} */
export const SITE_DEPLOYMENTS = ['local', 'production'];

/** @type {SiteTarget} */
export const LOCAL_REFERENCE = { deployment: 'local', portBase: DEFAULT_PORT_BASE };

/**
 * The deployment a build, script or server is for, from its environment.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteTarget}
 */
export function siteTargetFrom(env) {
  const deployment = env.SITE_DEPLOYMENT ?? 'local';
  if (!SITE_DEPLOYMENTS.includes(/** @type {SiteDeployment} */ (deployment))) {
    throw new Error(`SITE_DEPLOYMENT must be one of ${SITE_DEPLOYMENTS.join(', ')}, not "${deployment}"`);
  }
  const portBase = Number(env.SITE_PORT_BASE ?? DEFAULT_PORT_BASE);
  if (!Number.isInteger(portBase) || portBase <= 0) throw new Error(`SITE_PORT_BASE must be a port number, not "${env.SITE_PORT_BASE}"`);
  return { deployment: /** @type {SiteDeployment} */ (deployment), portBase };
}

/**
 * The origin an app is served from.
 * @param {{ portOffset: number, productionOrigin: string }} app
 * @param {SiteTarget} target
 */
export function originOf(app, target) {
  return target.deployment === 'production' ? app.productionOrigin : `http://localhost:${target.portBase + app.portOffset}`;
}

/**
 * Every app with its port (the local server's, and its dev server's) and origin in this deployment.
 * @param {SiteTarget} target
 */
export function siteApps(target) {
  return SITE_REGISTRY.apps.map((app) => ({ ...app, port: target.portBase + app.portOffset, origin: originOf(app, target) }));
}

/**
 * The registry entry of a remote, by federation name.
 * @param {string} remote
 */
export function appOfRemote(remote) {
  const app = SITE_REGISTRY.apps.find((candidate) => candidate.remote === remote);
  if (!app) throw new Error(`${remote} is not a remote of shared/registry/site-registry.js`);
  return app;
}

/** @param {SiteTarget} target */
export const shellOrigin = (target) => originOf(SITE_REGISTRY.apps[0], target);

/**
 * The shell's default remotes.json: each remote's manifest on its origin.
 * @param {SiteTarget} target
 * @returns {Record<string, string>}
 */
export function defaultRemoteMap(target) {
  return Object.fromEntries(
    SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [[app.remote, `${originOf(app, target)}/mf-manifest.json`]] : [])),
  );
}

/**
 * Where a registered experiment variant's manifest is served: beside its remote's, under the variant's path.
 * @param {string} remote
 * @param {string} name
 * @param {SiteTarget} target
 */
export function variantManifest(remote, name, target) {
  const variant = SITE_REGISTRY.variants.find((candidate) => candidate.remote === remote && candidate.name === name);
  if (!variant) throw new Error(`${remote} has no variant "${name}" in shared/registry/site-registry.js`);
  return `${originOf(appOfRemote(remote), target)}/${variant.path}/mf-manifest.json`;
}

/**
 * Origins of the test fixture remotes; only the local deployment serves them.
 * @param {SiteTarget} target
 */
export function fixtureOrigins(target) {
  return target.deployment === 'local'
    ? SITE_REGISTRY.testFixtures.map((fixture) => `http://localhost:${target.portBase + fixture.portOffset}`)
    : [];
}

/**
 * Origins the shell loads remotes from: every remote's, and locally the test fixtures'
 * (remotes.json may point a remote at any of them, or at another remote's origin).
 * @param {SiteTarget} target
 */
export function trustedRemoteOrigins(target) {
  return [...SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [originOf(app, target)] : [])), ...fixtureOrigins(target)];
}

/**
 * The shell's Content-Security-Policy: the site, its remotes (and fixtures, when served), and the third parties.
 * @param {SiteTarget} target
 * @param {{ fixtures?: boolean }} [options]
 */
export function contentSecurityPolicy(target, { fixtures = false } = {}) {
  const remotes = [
    ...SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [originOf(app, target)] : [])),
    ...(fixtures ? fixtureOrigins(target) : []),
  ];
  /** @param {string} directive */
  const thirdParty = (directive) =>
    SITE_REGISTRY.thirdParties.flatMap((party) =>
      /** @type {readonly string[]} */ (party.directives).includes(directive) ? party.sources : [],
    );
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...thirdParty('script-src')]],
    ['style-src', ["'self'", ...remotes]],
    // Inline style attributes only (not <style> elements): prerendered pages carry the few that components set.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    ['media-src', ["'self'", 'blob:', ...thirdParty('media-src')]],
    ['connect-src', ["'self'", ...remotes, ...thirdParty('connect-src')]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ...thirdParty('frame-src')]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
