import { rspack } from '@rspack/core';

/**
 * The constants a build replaces in its code: the shell contract it implements, and the app's own, as JSON.
 * @param {{ contractVersion: number, define: Record<string, unknown> }} options
 */
export const buildConstants = ({ contractVersion, define }) =>
  new rspack.DefinePlugin({
    __REMOTE_CONTRACT_VERSION__: JSON.stringify(contractVersion),
    ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
  });
