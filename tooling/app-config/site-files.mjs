import path from 'node:path';
import { existsSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { sharedPackageDir } from '../shared-package.mjs';

/**
 * Copies the files every build ships as they are: the default site config, and the app's public/ folder.
 * @param {string} appDir
 */
export function copiedFiles(appDir) {
  const publicDir = path.join(appDir, 'public');
  return new rspack.CopyRspackPlugin({
    patterns: [
      // Every app ships the default site config so it can also run alone.
      { from: path.join(sharedPackageDir, 'site-config.json'), to: 'site-config.json' },
      ...(existsSync(publicDir) ? [{ from: publicDir, to: '.' }] : []),
    ],
  });
}

/**
 * Writes the app's generated files (name → text or bytes), if it has any.
 * @param {Record<string, string | Buffer>} files
 */
export const generatedFiles = (files) => (Object.keys(files).length ? [new EmitFilesPlugin(files)] : []);

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
