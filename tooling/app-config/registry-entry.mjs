// An app's build follows its entry in the site registry (shared/registry/site-registry.js): what it exposes,
// where it is built, its dev server's port.
import { SITE_REGISTRY } from '@callvera/shared/registry';

/**
 * The registry's entry of an app, checking that a remote exposes every page and module the registry says it
 * does (the routes rely on them).
 * @param {string} name
 * @param {Record<string, string> | undefined} exposes
 */
export function registeredApp(name, exposes) {
  const app = SITE_REGISTRY.apps.find((candidate) => (candidate.remote ?? 'shell') === name);
  if (!app) throw new Error(`${name} is not an app of shared/registry/site-registry.js: add its entry there first`);
  const missing = [...app.pages, ...app.modules].filter((module) => !Object.hasOwn(exposes ?? {}, `./${module}`));
  if (missing.length) {
    throw new Error(
      `${name} must expose ${missing.map((module) => `./${module}`).join(', ')}: shared/registry/site-registry.js lists it for the routes`,
    );
  }
  return app;
}

/**
 * The registry's entry of an experiment variant of a remote.
 * @param {string} remote
 * @param {string} name
 */
export function registeredVariant(remote, name) {
  const variant = SITE_REGISTRY.variants.find((candidate) => candidate.remote === remote && candidate.name === name);
  if (!variant) throw new Error(`${remote} has no variant "${name}" in shared/registry/site-registry.js: add its entry there first`);
  return variant;
}
