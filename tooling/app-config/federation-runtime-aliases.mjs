import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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

const FEDERATION_RUNTIME_COMMONJS_ENTRIES = federationRuntimeCommonJsEntries();

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
export function federationRuntimeAliases({ borrowsBundlerRuntime }) {
  const { bundlerRuntime, ...others } = FEDERATION_RUNTIME_COMMONJS_ENTRIES;
  return {
    [`${bundlerRuntime}$`]: borrowsBundlerRuntime
      ? fileURLToPath(new URL('../borrowed-bundler-runtime.js', import.meta.url))
      : esModuleEntryBeside(bundlerRuntime),
    ...Object.fromEntries(Object.values(others).map((commonJsEntry) => [`${commonJsEntry}$`, esModuleEntryBeside(commonJsEntry)])),
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
