// The host's early scripts (createAppConfig's `earlyScripts`): one build each, beside the app's and before it.
import path from 'node:path';
import { scriptBeside } from './script-beside.mjs';

/**
 * One build per early script; each records in `earlyScriptFiles` the file it wrote, relative to the output folder.
 * @param {import('@rspack/core').Configuration} app
 * @param {Record<string, string>} earlyScripts  name → entry
 * @param {object} options
 * @param {boolean} options.production
 * @param {() => import('@rspack/core').RspackPluginInstance} options.constants  a new DefinePlugin, as the app's
 * @param {Record<string, string>} options.earlyScriptFiles  early script name → the file its build wrote
 */
export const earlyScriptBuilds = (app, earlyScripts, { production, constants, earlyScriptFiles }) =>
  Object.entries(earlyScripts).map(([filename, entry]) =>
    scriptBeside(app, filename, entry, {
      writtenAs: production ? `assets/${path.basename(filename, '.js')}.[contenthash:10].js` : filename,
      after: [],
      plugins: [constants(), new RecordEmittedFilePlugin((file) => (earlyScriptFiles[filename] = file))],
    }),
  );

/**
 * The app's clean step, which runs after the early scripts' builds: it keeps the files they wrote.
 * @param {Record<string, string>} earlyScriptFiles
 * @param {string} appDir
 * @param {string} outputDir
 */
export const cleanKeepingEarlyScripts = (earlyScriptFiles, appDir, outputDir) => ({
  keep: (file) => Object.values(earlyScriptFiles).some((early) => path.resolve(appDir, outputDir, early) === file),
});

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
