/**
 * A small script built alone beside the app: into its folder, with its loaders, resolution and optimization.
 * By default it is built after the app, whose clean step would otherwise delete it; `writtenAs` may name it
 * with a content hash.
 * @param {import('@rspack/core').Configuration} app
 * @param {string} filename
 * @param {string} entry
 * @param {{ writtenAs?: string, after?: string[], plugins?: import('@rspack/core').Plugins }} [options]
 */
export const scriptBeside = (app, filename, entry, { writtenAs = filename, after = [app.name], plugins = [] } = {}) => ({
  name: `${app.name}-${filename}`,
  dependencies: after,
  context: app.context,
  entry,
  module: { rules: app.module.rules },
  resolve: app.resolve,
  output: { path: app.output.path, filename: writtenAs, clean: false },
  optimization: app.optimization,
  devtool: app.devtool,
  performance: { hints: false },
  plugins,
});
