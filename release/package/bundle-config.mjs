// How the release tool is bundled into one program for a team's own repository: the workspace's packages (the
// registry, the gate, the canary, the read-outs it uses) inlined, so none of them need be published; what is native
// or large stays a real dependency of the package (RUNTIME_DEPENDENCIES), installed beside it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The program the package installs: its bin's name, and the name its usage gives (release-remote.mjs's PROGRAM). */
export const BIN_NAME = 'release-remote';

/**
 * Left out of the bundle and installed with the package, each for a reason: DuckDB is native; the S3 client is
 * large, and only a bucket target and s3:// logs need it; the browser's driver (for a remote's pages) ships its own
 * files beside its code. Each is pinned to the version this workspace's install resolves, found from the workspace
 * package that depends on it through the packages named after it (the test runner takes the driver from
 * playwright-core through playwright).
 */
export const RUNTIME_DEPENDENCIES = {
  '@duckdb/node-api': ['read-outs'],
  '@aws-sdk/client-s3': ['release'],
  'playwright-core': ['checkout', '@playwright/test', 'playwright'],
};

/**
 * @param {{ outDir: string }} options
 * @returns {import('@rspack/core').RspackOptions}
 */
export function bundleConfig({ outDir }) {
  return {
    mode: 'production',
    target: 'node20',
    context: repoRoot,
    entry: { [BIN_NAME]: path.join(repoRoot, 'scripts/release-remote.mjs') },
    devtool: false,
    output: {
      path: outDir,
      filename: '[name].mjs',
      chunkFormat: 'module',
      module: true,
      library: { type: 'module' },
      assetModuleFilename: 'files/[name].[contenthash:8][ext]',
      clean: true,
    },
    experiments: { outputModule: true },
    // The package's bin: npm links it, and a shell runs it, as a program of its own.
    plugins: [
      new rspack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true }),
      new rspack.DefinePlugin({ __RELEASE_TOOL_BIN__: JSON.stringify(BIN_NAME) }),
    ],
    // Readable when a team reads a stack trace from it; it is not sent to browsers.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    module: {
      parser: {
        // import.meta.url stays the bundle's at run time, not the path of each module in this checkout: a file the
        // tool reads beside its code must be in the package (an asset, by new URL(…, import.meta.url)).
        javascript: { importMeta: false },
      },
      rules: [
        // A folder the read-outs write their columnar copies into, not a file to ship: beside the package's code.
        { test: /[\\/]read-outs[\\/]event-log\.mjs$/, parser: { url: false } },
      ],
    },
    ignoreWarnings: [
      // Vega draws with node-canvas when it is installed and does without it (SVG) when not, as the tool's pages do.
      { module: /vega-canvas/, message: /Can't resolve 'canvas'/ },
    ],
    externalsType: 'module-import',
    externals: {
      ...Object.fromEntries(Object.keys(RUNTIME_DEPENDENCIES).map((name) => [name, name])),
      // The release only launches Chromium, whose driver the test runner takes from playwright-core: the package
      // depends on that, not on the test runner.
      '@playwright/test': 'playwright-core',
    },
    externalsPresets: { node: true },
  };
}
