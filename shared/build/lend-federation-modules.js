// A production remote takes these parts of the federation runtime from the page
// that loads it (the shell, or its own page's federation-runtime.js) instead of
// bundling a copy into every remoteEntry.js. They hold no state of their own.
import * as sdk from '@module-federation/sdk';
import * as errorCodes from '@module-federation/error-codes';

/** Package → the global a remote reads it from (create-app-config makes them externals). */
export const LENT_FEDERATION_MODULES = {
  '@module-federation/sdk': '_CALLVERA_FEDERATION_SDK',
  '@module-federation/error-codes': '_CALLVERA_FEDERATION_ERROR_CODES',
};

export function lendFederationModules() {
  globalThis[LENT_FEDERATION_MODULES['@module-federation/sdk']] = sdk;
  globalThis[LENT_FEDERATION_MODULES['@module-federation/error-codes']] = errorCodes;
}
