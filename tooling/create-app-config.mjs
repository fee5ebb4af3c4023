import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies, sharedModuleChunks } from './shared-dependencies.mjs';
import { LENT_FEDERATION_MODULES } from './lend-federation-modules.js';
import { recordComposition } from './composition-record.mjs';
import { recordIntegrity } from './manifest-integrity.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.js';
import { PrecompressPlugin } from './precompress-plugin.js';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { siteTargetFrom } from '@callvera/shared/registry/origins';
import { sharedPackageDir } from './shared-package.mjs';

const toolingDir = fileURLToPath(new URL('.', import.meta.url));
// The workspace's root, where the registry's app folders are.
const repoRoot = path.join(toolingDir, '..');
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
 * @param {Record<string, string | Buffer>} [options.files]  file name → content, written beside the build (generated files)
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
  files = {},
  alias = {},
}) {
  const isHost = !exposes;
  const registered = registeredApp(name, exposes);
  const variant = variantName === undefined ? undefined : registeredVariant(name, variantName);
  const devPort = port ?? siteTargetFrom(process.env).portBase + (variant ?? registered).portOffset;
  const outputDir = variant ? path.relative(appDir, path.join(repoRoot, registered.dir, 'dist', variant.path)) : ownOutputDir;
  const publicDir = path.join(appDir, 'public');
  const ownTemplate = path.join(appDir, 'src/index.html');
  const template = existsSync(ownTemplate) ? ownTemplate : path.join(toolingDir, 'remote-page.html');
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
    // A function, so the early scripts' files are read once their builds (which run first) have written them.
    const templateParameters = (params) => ({
      ...params,
      federationRuntime: lendsRuntime ? STANDALONE_RUNTIME_FILE : '',
      earlyScripts: earlyScriptFiles,
    });
    // The early scripts see the same constants as the app (the page's first script names the shell's release).
    const definitions = () =>
      new rspack.DefinePlugin({
        __REMOTE_CONTRACT_VERSION__: JSON.stringify(contractVersion),
        ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
      });
    const reactRouterBuild = production ? reactRouterProductionBuild(appDir) : null;
    const resolveAlias = {
      ...alias,
      ...federationRuntimeAliases({ borrowsBundlerRuntime: lendsRuntime }),
      // react-router's package points bundlers at its development build (warnings and checks included) and
      // leaves the choice of its production build to them.
      ...(reactRouterBuild ? { 'react-router$': reactRouterBuild } : {}),
    };
    const app = {
      name,
      context: appDir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDir, outputDir),
        // Remotes load their chunks from their own origin, wherever the shell runs.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        ...(pinsChunks ? { crossOriginLoading: 'anonymous' } : {}),
        filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        cssChunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The early scripts are built before the app (see earlyScripts): its clean step keeps them.
        clean: { keep: (file) => Object.values(earlyScriptFiles).some((early) => path.resolve(appDir, outputDir, early) === file) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: resolveAlias,
      },
      // Borrowed from the page in production, like the runtime core itself (externalRuntime).
      ...(lendsRuntime ? { externals: LENT_FEDERATION_MODULES, externalsType: 'global' } : {}),
      devtool: production ? false : 'cheap-module-source-map',
      module: {
        // CSS Modules as `import styles from './x.module.css'`, the form TypeScript users expect.
        parser: { 'css/auto': { namedExports: false } },
        rules: [
          {
            test: /\.tsx?$/,
            // Packages ship JavaScript, except @callvera/shared, installed as it is (a remote built outside this
            // repository has it in its node_modules).
            exclude: (file) => file.includes(`${path.sep}node_modules${path.sep}`) && !file.startsWith(sharedPackageDir),
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|webp|avif|jpe?g)$/, type: 'asset/resource' },
          { test: /\.(woff2?)$/, type: 'asset/resource' },
          ...rules,
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template,
          // The shell's pages get their titles from each page (PageHead), prerendered into the HTML.
          ...(isHost ? {} : { title }),
          inject: 'body',
          templateParameters,
        }),
        // The page a server returns with status 404; the app then shows its error screen.
        ...(isHost ? [new rspack.HtmlRspackPlugin({ template, inject: 'body', filename: '404.html', templateParameters })] : []),
        new rspack.CopyRspackPlugin({
          patterns: [
            // Every app ships the default site config so it can also run alone.
            { from: path.join(sharedPackageDir, 'site-config.json'), to: 'site-config.json' },
            ...(existsSync(publicDir) ? [{ from: publicDir, to: '.' }] : []),
          ],
        }),
        definitions(),
        ...(Object.keys(files).length ? [new EmitFilesPlugin(files)] : []),
        ...(pinsChunks ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' })] : []),
        ...(production
          ? [new CompileHintsPlugin({ minBytes: 8 * 1024, skipPackages: lazilyCompiledPackages }), new PrecompressPlugin()]
          : []),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : {
                filename: 'remoteEntry.js',
                // Every remote declares the shell contract it implements; the shell refuses a mismatch.
                exposes: { ...exposes, './contract': path.join(toolingDir, 'remote-contract.js') },
              }),
          shared: sharedDependencies(appDir, resolveAlias),
          // 'version-first' would fetch every remote entry at start-up, so one dead remote stalls all.
          shareStrategy: 'loaded-first',
          // The shell lends remotes the parts of the runtime they borrow (see lend-federation-modules.js).
          runtimePlugins:
            production && isHost ? [...runtimePlugins, path.join(toolingDir, 'lend-federation-modules-plugin.js')] : runtimePlugins,
          // What the release tool and the shell check before a remote goes live or is loaded (composition-check.js).
          manifest: {
            additionalData: ({ stats, compilation }) => {
              recordIntegrity(recordComposition(stats, compilation, { isHost, production, contractVersion }), compilation);
              // A variant ships inside its remote's build (and release): it reports that release, which its field events name.
              if (variant) stats.metaData.buildInfo.buildVersion = remoteRelease(registered.dir);
              return stats;
            },
          },
          dts: false,
          // In production the remotes use the shell's copy of the federation runtime
          // (~30 KB gzip less per remote). Dev builds keep their own, so `rspack serve`
          // still runs a remote alone.
          experiments: {
            // Browser only: leaves the runtime's Node.js loading code out of the bundle.
            optimization: { target: 'web' },
            ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
      ],
      optimization: {
        minimize: production,
        // The shell provides the shared modules; see sharedModuleChunks for why they are grouped.
        ...(production && isHost ? { splitChunks: { cacheGroups: sharedModuleChunks(appDir) } } : {}),
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      performance: { hints: false },
    };
    /** A small script built alone beside the app; `writtenAs` may name it with a content hash. */
    const scriptBeside = (filename, entry, { writtenAs = filename, after = [name], plugins = [] } = {}) => ({
      name: `${name}-${filename}`,
      dependencies: after,
      context: appDir,
      entry,
      module: { rules: app.module.rules },
      resolve: app.resolve,
      output: { path: path.join(appDir, outputDir), filename: writtenAs, clean: false },
      optimization: app.optimization,
      devtool: app.devtool,
      performance: { hints: false },
      plugins,
    });
    const earlyBuilds = Object.entries(earlyScripts).map(([filename, entry]) =>
      scriptBeside(filename, entry, {
        writtenAs: production ? `assets/${path.basename(filename, '.js')}.[contenthash:10].js` : filename,
        after: [],
        plugins: [definitions(), new RecordEmittedFilePlugin((file) => (earlyScriptFiles[filename] = file))],
      }),
    );
    if (earlyBuilds.length) app.dependencies = earlyBuilds.map((build) => build.name);
    const besides = [
      ...earlyBuilds,
      // After the app's build, whose clean step would otherwise delete it.
      ...(lendsRuntime ? [scriptBeside(STANDALONE_RUNTIME_FILE, path.join(toolingDir, 'standalone-federation-runtime.js'))] : []),
    ];
    return besides.length ? [app, ...besides] : app;
  };
}

const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';
const FEDERATION_RUNTIME_COMMONJS_ENTRIES = federationRuntimeCommonJsEntries();

/**
 * The registry's entry of an app (shared/registry/site-registry.js), checking that a remote
 * exposes every page and module the registry says it does (the routes rely on them).
 * @param {string} name
 * @param {Record<string, string> | undefined} exposes
 */
function registeredApp(name, exposes) {
  const app = SITE_REGISTRY.apps.find((candidate) => (candidate.remote ?? 'shell') === name);
  if (!app) throw new Error(`${name} is not an app of shared/registry/site-registry.js: add its entry there first`);
  const missing = [...app.pages, ...app.modules].filter((module) => !Object.hasOwn(exposes ?? {}, `./${module}`));
  if (missing.length) {
    throw new Error(
      `${name} must expose ${missing.map((module) => `./${module}`).join(', ')}: shared/registry/site-registry.js lists it for the routes`,
    );
  }
  return app;
}

/**
 * @param {string} remote
 * @param {string} name
 */
function registeredVariant(remote, name) {
  const variant = SITE_REGISTRY.variants.find((candidate) => candidate.remote === remote && candidate.name === name);
  if (!variant) throw new Error(`${remote} has no variant "${name}" in shared/registry/site-registry.js: add its entry there first`);
  return variant;
}

/** The release of a remote's build: its package's version. */
const remoteRelease = (dir) => JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).version;

/** Hands on the name of the one script a build emitted (an early script's, hashed or not). */
class RecordEmittedFilePlugin {
  /** @param {(file: string) => void} record */
  constructor(record) {
    this.record = record;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('RecordEmittedFilePlugin', (compilation) => {
      const scripts = compilation.getAssets().filter((asset) => asset.name.endsWith('.js'));
      if (scripts.length !== 1) throw new Error(`an early script must build to one file, not ${scripts.map((a) => a.name).join(', ')}`);
      this.record(scripts[0].name);
    });
  }
}

/** Writes generated files (name → text or bytes) into the build, in development and production alike. */
class EmitFilesPlugin {
  /** @param {Record<string, string | Buffer>} files */
  constructor(files) {
    this.files = files;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, content] of Object.entries(this.files)) compilation.emitAsset(file, new sources.RawSource(content));
      });
    });
  }
}

/** The production build of the app's own react-router (its ES module entry), or null for an app without one. */
function reactRouterProductionBuild(appDir) {
  let developmentEntry;
  try {
    developmentEntry = createRequire(path.join(appDir, 'package.json')).resolve('react-router');
  } catch {
    return null;
  }
  const productionEntry = path.join(developmentEntry, '../../production/index.mjs');
  return existsSync(productionEntry) ? productionEntry : null;
}

/**
 * Module Federation's build plugins find the runtime they put into every bundle with require.resolve, so
 * they name the CommonJS builds (`.cjs`) of `@module-federation/webpack-bundler-runtime`,
 * `@module-federation/runtime` and `inject-external-runtime-core-plugin`; those `require` the CommonJS
 * builds of runtime-core and the SDK in turn. Rspack cannot tree-shake CommonJS, nor drop the code that the
 * plugin's build-time constants (`ENV_TARGET` and the like) switch off. Answering each of those exact files
 * with the ES module build of the same package brings in the ES module builds all the way down.
 * A remote that borrows the runtime gets the bundler runtime from borrowed-bundler-runtime.js instead.
 * @param {{ borrowsBundlerRuntime: boolean }} options
 * @returns {Record<string, string>} `<absolute .cjs path>$` → the file bundled in its place
 */
function federationRuntimeAliases({ borrowsBundlerRuntime }) {
  const { bundlerRuntime, ...others } = FEDERATION_RUNTIME_COMMONJS_ENTRIES;
  return {
    [`${bundlerRuntime}$`]: borrowsBundlerRuntime
      ? path.join(toolingDir, 'borrowed-bundler-runtime.js')
      : esModuleEntryBeside(bundlerRuntime),
    ...Object.fromEntries(Object.values(others).map((commonJsEntry) => [`${commonJsEntry}$`, esModuleEntryBeside(commonJsEntry)])),
  };
}

/** The CommonJS entries of the federation runtime, found as Module Federation's build plugins find them. */
function federationRuntimeCommonJsEntries() {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const fromRspackPlugin = createRequire(fromEnhanced.resolve('@module-federation/rspack'));
  const fromRuntimeTools = createRequire(fromRspackPlugin.resolve('@module-federation/runtime-tools/bundler'));
  return {
    bundlerRuntime: fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtime: fromRuntimeTools.resolve('@module-federation/runtime'),
    injectExternalRuntimeCore: fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  };
}

/** The `import` entry of the package whose CommonJS entry is given (its package.json `exports["."]`). */
function esModuleEntryBeside(commonJsEntry) {
  let packageDir = path.dirname(commonJsEntry);
  while (!existsSync(path.join(packageDir, 'package.json'))) packageDir = path.dirname(packageDir);
  const { name, exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const esModuleEntry = exports?.['.']?.import?.default;
  if (typeof esModuleEntry !== 'string') throw new Error(`${name} no longer names an ES module build in exports["."].import`);
  return path.join(packageDir, esModuleEntry);
}
