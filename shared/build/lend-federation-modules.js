// A production remote takes these parts of the federation runtime from the page
// that loads it (the shell, or its own page's federation-runtime.js) instead of
// bundling a copy into every remoteEntry.js. Only what a remote's runtime imports
// from them is lent, so the shell keeps tree-shaking the rest; they hold no state.
import { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';

/** Package → the global a remote reads it from, and what it holds. */
const LENT = {
  '@module-federation/sdk': { global: '_CALLVERA_FEDERATION_SDK', exports: { ENCODE_NAME_PREFIX, decodeName } },
  '@module-federation/error-codes': { global: '_CALLVERA_FEDERATION_ERROR_CODES', exports: { RUNTIME_009, runtimeDescMap } },
};

/** Package → global, as Rspack externals (create-app-config). */
export const LENT_FEDERATION_MODULES = Object.fromEntries(Object.entries(LENT).map(([name, { global }]) => [name, global]));

/** Package → the names lent, for the test that checks a remote's runtime needs no more. */
export const LENT_FEDERATION_EXPORTS = Object.fromEntries(Object.entries(LENT).map(([name, lent]) => [name, Object.keys(lent.exports)]));

export function lendFederationModules() {
  for (const { global, exports } of Object.values(LENT)) globalThis[global] = exports;
}
