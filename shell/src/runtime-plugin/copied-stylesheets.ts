import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * On a prerendered page's link to a remote's stylesheet served from the shell's host, at the path it has on the
 * remote's: the origin it was copied from (tooling/prerender/stylesheet-copies.mjs, COPIED_FROM).
 */
const COPIED_FROM = 'data-copied-from';

/** Whether the page already applies a copy of the remote stylesheet at `url`. */
export function pageHoldsCopyOf(url: string): boolean {
  const { origin, pathname } = new URL(url, document.baseURI);
  return [...document.querySelectorAll(`link[rel="stylesheet"][${COPIED_FROM}]`)].some(
    (link) => link.getAttribute(COPIED_FROM) === origin && link.getAttribute('href') === pathname,
  );
}

/**
 * The runtime adds each stylesheet a remote's manifest lists for a module as it loads it, unless a link of the
 * same address is in the page: a copy has another, so it is left out here, or the remote's styles would be
 * fetched and applied a second time at take-over. A canary or variant served under another path has stylesheets
 * of other paths, and gets them.
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
