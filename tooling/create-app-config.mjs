import path from 'node:path';
import { readFileSync } from 'node:fs';
import { consumerChunks, sharedModuleChunks } from './shared-dependencies.mjs';
import { sharedPackageDir } from './shared-package.mjs';
import { registeredApp, registeredVariant } from './app-config/registry-entry.mjs';
import { variantOutputDir } from './app-config/variant-output.mjs';
import { devServer, registeredPort } from './app-config/dev-server.mjs';
import { bundleOutput } from './app-config/bundle-output.mjs';
import { moduleResolution } from './app-config/module-resolution.mjs';
import { moduleRules } from './app-config/module-rules.mjs';
import { htmlPages, pageTemplate } from './app-config/html-page.mjs';
import { copiedFiles, generatedFiles } from './app-config/site-files.mjs';
import { buildConstants } from './app-config/build-constants.mjs';
import { productionPlugins } from './app-config/production-plugins.mjs';
import { borrowedFederationModules, federationPlugin } from './app-config/federation.mjs';
import { federationManifest } from './app-config/federation-manifest.mjs';
import { cleanKeepingEarlyScripts, earlyScriptBuilds } from './app-config/early-scripts.mjs';
import { standaloneRuntimeBuild } from './app-config/standalone-runtime.mjs';
import { renderChunkGroups } from './app-config/render-chunk.mjs';

const ENTRY_CHUNK = 'main';
const { shellContract } = JSON.parse(readFileSync(path.join(sharedPackageDir, 'src/contracts/contract-version.json'), 'utf8'));

/**
 * One Rspack + Module Federation config for the shell and every remote, so
 * they agree on sharing, loaders and output layout.
 *
 * @param {object} options
 * @param {string} options.appDir         the app folder (import.meta.dirname of its rspack.config)
 * @param {string} options.name           federation name, as used in remotes.json ("shell" for the host)
 * @param {number} [options.port]         dev server port; by default the registry's (SITE_PORT_BASE + the app's offset)
 * @param {string} options.title          title of the app's own HTML page
 * @param {Record<string,string>} [options.exposes]  remotes only: what the shell may load
 * @param {import('@rspack/core').RuleSetRule[]} [options.rules]  extra loaders (e.g. Markdown)
 * @param {string[]} [options.runtimePlugins]  federation runtime plugins (absolute paths)
 * @param {string[]} [options.lazilyCompiledPackages]  packages whose chunks run little of themselves (see compile-hints-plugin.js)
 * @param {number} [options.contractVersion]  shell contract a remote implements; defaults to the one it is built against
 * @param {string} [options.outputDir]  build folder, "dist" by default
 * @param {string} [options.variant]  an experiment variant of the remote `name`, as the registry names it: built
 *   into that remote's build under the variant's path, its dev server on the variant's port
 * @param {Record<string, unknown>} [options.define]  build-time constants
 * @param {Record<string, string>} [options.earlyScripts]  host only: name → entry of small scripts the page loads
 *   before the app; built alone, with no federation runtime, and first, so the app's template can name each as
 *   `earlyScripts[name]` (content-hashed in production, so a returning visitor's browser need not ask again)
 * @param {Record<string, string>} [options.pageValues]  values the app's page template names (`<%= name %>`), made by
 *   its config, e.g. from files beside it
 * @param {import('./app-config/site-files.mjs').FileContents} [options.files]  file name → content, written beside the
 *   build (generated files)
 * @param {() => Promise<import('./app-config/site-files.mjs').FileContents>} [options.filesMadeAtBuild]  more generated
 *   files, slow to make: made once, when the build first emits, so that loading the config stays quick
 * @param {{ call: (...args: any[]) => void, args?: unknown[] }} [options.beforeStartUp]  host only, production: a
 *   function the entry calls in its own task, before its start-up runs in the next (see start-after-yield-plugin.js)
 * @param {Record<string, string>} [options.alias]  module requests answered by another file or package, e.g. a
 *   dependency's part that breaks the site's CSP, replaced (`name$` matches that exact request only); a module
 *   shared once per page answered by another package is shared at that package's version
 */
export function createAppConfig({
  appDir,
  name,
  port,
  title,
  exposes,
  rules = [],
  runtimePlugins = [],
  lazilyCompiledPackages = [],
  contractVersion = shellContract,
  outputDir: ownOutputDir = 'dist',
  variant: variantName,
  define = {},
  earlyScripts = {},
  pageValues = {},
  files = {},
  filesMadeAtBuild,
  beforeStartUp,
  alias = {},
}) {
  const isHost = !exposes;
  const registered = registeredApp(name, exposes);
  const variant = variantName === undefined ? undefined : registeredVariant(name, variantName);
  const devPort = port ?? registeredPort(variant ?? registered);
  const outputDir = variant ? variantOutputDir(appDir, registered, variant) : ownOutputDir;
  const template = pageTemplate(appDir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // See standalone-federation-runtime.js: a production remote's own page needs the runtime lent to it.
    const lendsRuntime = production && !isHost;
    // A remote's code runs in the site's origin: each chunk it loads is checked against the hash its entry holds
    // (Subresource Integrity), and the entry against the one remotes.json holds (the release tool writes it).
    // Checking a file of another origin needs a CORS request, hence crossOriginLoading.
    const pinsChunks = production && !isHost;
    /** Early script name → the file its build wrote, relative to the output folder (filled in as each build ends). */
    const earlyScriptFiles = {};
    // The early scripts see the same constants as the app (the page's first script names the shell's release).
    const constants = () => buildConstants({ contractVersion, define });
    const resolve = moduleResolution({ appDir, alias, production, borrowsRuntime: lendsRuntime });
    const app = {
      name,
      context: appDir,
      entry: { [ENTRY_CHUNK]: './src/index.ts' },
      output: bundleOutput({
        appDir,
        outputDir,
        name,
        isHost,
        production,
        pinsChunks,
        clean: cleanKeepingEarlyScripts(earlyScriptFiles, appDir, outputDir),
      }),
      resolve,
      ...(lendsRuntime ? borrowedFederationModules() : {}),
      devtool: production ? false : 'cheap-module-source-map',
      module: moduleRules({ production, rules }),
      plugins: [
        ...htmlPages({ template, isHost, title, lendsRuntime, earlyScriptFiles, pageValues }),
        copiedFiles(appDir),
        constants(),
        ...generatedFiles(files),
        ...(filesMadeAtBuild ? generatedFiles(filesMadeAtBuild) : []),
        ...productionPlugins({
          production,
          pinsChunks,
          lazilyCompiledPackages,
          beforeStartUp,
          hostEntryChunk: isHost ? ENTRY_CHUNK : undefined,
        }),
        federationPlugin({
          name,
          isHost,
          exposes,
          appDir,
          resolveAlias: resolve.alias,
          production,
          runtimePlugins,
          manifest: federationManifest({ isHost, production, contractVersion, variant, registered }),
        }),
      ],
      optimization: {
        minimize: production,
        // The shell provides the shared modules; see sharedModuleChunks for why they are grouped, consumerChunks for
        // why the chunks of their consumers are named, renderChunkGroups for the host's React part.
        ...(production
          ? {
              splitChunks: {
                cacheGroups: {
                  ...consumerChunks(),
                  ...(isHost ? { ...sharedModuleChunks(appDir), ...renderChunkGroups(ENTRY_CHUNK) } : {}),
                },
              },
            }
          : {}),
      },
      devServer: devServer(devPort),
      performance: { hints: false },
    };
    const earlyBuilds = earlyScriptBuilds(app, earlyScripts, { production, constants, earlyScriptFiles });
    if (earlyBuilds.length) app.dependencies = earlyBuilds.map((build) => build.name);
    const besides = [...earlyBuilds, ...(lendsRuntime ? [standaloneRuntimeBuild(app)] : [])];
    return besides.length ? [app, ...besides] : app;
  };
}
