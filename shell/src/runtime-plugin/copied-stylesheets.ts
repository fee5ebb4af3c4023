import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { pageHoldsCopyOf } from './stylesheet-copies';

/**
 * The runtime adds each stylesheet a remote's manifest lists for a module as it loads it, unless a link of the
 * same address is in the page: a copy has another, so it is left out here, or the remote's styles would be
 * fetched and applied a second time at take-over. A variant served under another path has stylesheets of other
 * paths, and gets them; a canary's copies are marked with its folder.
 */
export function copiedStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'copied-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      for (const ops of preloadOps) {
        const given = ops.filter;
        ops.filter = (url: string) => !pageHoldsCopyOf(url) && (given?.(url) ?? true);
      }
    },
  };
}

/** From now on, the remotes' stylesheets the page holds copies of are not added again. */
export function keepCopiedStylesheets() {
  registerPlugins([copiedStylesheetsPlugin()]);
}
