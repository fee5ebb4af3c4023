// A production remote takes these parts of the federation runtime from the page
// that loads it (the shell, or its own page's federation-runtime.js) instead of
// bundling a copy into every remoteEntry.js. Only what a remote's runtime imports
// from them is lent, so the shell keeps tree-shaking the rest; they hold no state
// (the bundler runtime's state is made by each remote: borrowed-bundler-runtime.js).
import { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/** Package → the global a remote reads it from, and what it holds. */
const LENT = {
  // Read by remotes built before they borrowed the bundler runtime (its remote loading uses them): still lent, so
  // a shell released before the remotes keeps those already live working. The shell bundles them anyway.
  '@module-federation/sdk': { global: '_CALLVERA_FEDERATION_SDK', exports: { ENCODE_NAME_PREFIX, decodeName }, earlierRemotesOnly: true },
  '@module-federation/error-codes': { global: '_CALLVERA_FEDERATION_ERROR_CODES', exports: { RUNTIME_009, runtimeDescMap } },
  '@module-federation/webpack-bundler-runtime': {
    global: '_CALLVERA_FEDERATION_BUNDLER_RUNTIME',
    exports: { attachShareScopeMap, bundlerRuntime },
  },
};

/** Package → global, as Rspack externals (create-app-config). */
export const LENT_FEDERATION_MODULES = Object.fromEntries(Object.entries(LENT).map(([name, { global }]) => [name, global]));

/**
 * The global Module Federation's externalRuntime has a remote read the runtime core from; a host built with
 * provideExternalRuntime sets it (and standalone-federation-runtime.js on a remote's own page).
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Global → the names a production shell lends under it, the runtime core's whole (its version is what
 * matters): what its manifest records it lends (create-app-config).
 */
export const LENT_GLOBALS = {
  [RUNTIME_CORE_GLOBAL]: [],
  ...Object.fromEntries(Object.values(LENT).map(({ global, exports }) => [global, Object.keys(exports)])),
};

/** Package → the names lent to remotes built now, for the test that checks a remote's runtime needs no more. */
export const LENT_FEDERATION_EXPORTS = Object.fromEntries(
  Object.entries(LENT)
    .filter(([, lent]) => !lent.earlierRemotesOnly)
    .map(([name, lent]) => [name, Object.keys(lent.exports)]),
);

export function lendFederationModules() {
  for (const { global, exports } of Object.values(LENT)) globalThis[global] = exports;
}
