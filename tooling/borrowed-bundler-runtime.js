// What a production remote's federation entry imports as its bundler runtime (create-app-config points
// the entry here). The bundler runtime's functions are stateless (each call is given the container's
// __webpack_require__), so they are borrowed from the page (lend-federation-modules.js). Its objects are
// per container: the share scope object `S`, the options, and `runtime`, whose init() finds this remote's
// federation instance by the remote's own build id. So they are made here, as a bundled copy makes them.
// The shell, a host with nothing exposed, builds its bundler runtime without initContainerEntry: a remote
// brings its own. (One path of the borrowed init() names the lender's __webpack_require__: the fallback for
// shared dependencies with `treeShaking`, which shared-dependencies.mjs never sets.)
import * as runtime from '@module-federation/runtime-tools/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
