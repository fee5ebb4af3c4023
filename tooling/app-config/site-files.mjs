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

/** @typedef {Record<string, string | Buffer>} FileContents  file name → text or bytes */

/**
 * Writes the app's generated files, if it has any: given, or made by a function the first time the build emits
 * (files that take a while to make, so loading the config stays quick).
 * @param {FileContents | (() => Promise<FileContents>)} files
 */
export const generatedFiles = (files) => (typeof files === 'function' || Object.keys(files).length ? [new EmitFilesPlugin(files)] : []);

/** Writes generated files into the build, in development and production alike. */
class EmitFilesPlugin {
  /** @param {FileContents | (() => Promise<FileContents>)} files */
  constructor(files) {
    this.files = files;
  }

  /** Made once: a development server's rebuilds emit the same files. */
  contents() {
    if (typeof this.files !== 'function') return this.files;
    this.made ??= this.files();
    return this.made;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      const stage = { name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL };
      compilation.hooks.processAssets.tapPromise(stage, async () => {
        for (const [file, content] of Object.entries(await this.contents())) compilation.emitAsset(file, new sources.RawSource(content));
      });
    });
  }
}
