/* global __REMOTE_CONTRACT_VERSION__ */
// Exposed by every remote as "<remote>/contract"; the number is fixed when the remote is built.
export const contractVersion = __REMOTE_CONTRACT_VERSION__;
