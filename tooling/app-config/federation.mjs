import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from '../shared-dependencies.mjs';
import { LENT_FEDERATION_MODULES } from '../lend-federation-modules.js';

/**
 * The app's part in the page's federation: the shell as host, or a remote with what it exposes; both share the
 * modules a page has once.
 * @param {object} options
 * @param {string} options.name  federation name
 * @param {boolean} options.isHost
 * @param {Record<string, string> | undefined} options.exposes
 * @param {string} options.appDir
 * @param {Record<string, string>} options.resolveAlias  the app's resolve.alias
 * @param {boolean} options.production
 * @param {string[]} options.runtimePlugins  the app's own (absolute paths)
 * @param {{ additionalData: Function }} options.manifest  see federation-manifest.mjs
 */
export function federationPlugin({ name, isHost, exposes, appDir, resolveAlias, production, runtimePlugins, manifest }) {
  return new ModuleFederationPlugin({
    name,
    ...(isHost
      ? { remotes: {} }
      : {
          filename: 'remoteEntry.js',
          // Every remote declares the shell contract it implements; the shell refuses a mismatch.
          exposes: { ...exposes, './contract': fileURLToPath(new URL('../remote-contract.js', import.meta.url)) },
        }),
    shared: sharedDependencies(appDir, resolveAlias),
    // 'version-first' would fetch every remote entry at start-up, so one dead remote stalls all.
    shareStrategy: 'loaded-first',
    // The shell lends remotes the parts of the runtime they borrow (see lend-federation-modules.js).
    runtimePlugins:
      production && isHost
        ? [...runtimePlugins, fileURLToPath(new URL('../lend-federation-modules-plugin.js', import.meta.url))]
        : runtimePlugins,
    // What the release tool and the shell check before a remote goes live or is loaded (composition-check.js).
    manifest,
    dts: false,
    // In production the remotes use the shell's copy of the federation runtime
    // (~30 KB gzip less per remote). Dev builds keep their own, so `rspack serve`
    // still runs a remote alone.
    experiments: {
      // Browser only: leaves the runtime's Node.js loading code out of the bundle.
      optimization: { target: 'web' },
      // The shell's entry holds its start-up (shell/src/index.ts): its modules wait for the shared packages.
      ...(isHost ? { asyncStartup: true } : {}),
      ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
    },
  });
}

/** A remote that borrows the runtime takes the modules the shell lends from the page, like the runtime core itself (externalRuntime). */
export const borrowedFederationModules = () => ({ externals: LENT_FEDERATION_MODULES, externalsType: 'global' });
