import path from 'node:path';

/**
 * Where and under which names an app's build writes its files.
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.outputDir  relative to appDir
 * @param {string} options.name  federation name
 * @param {boolean} options.isHost
 * @param {boolean} options.production
 * @param {boolean} options.pinsChunks  whether each chunk is checked against a hash (Subresource Integrity)
 * @param {{ keep: (file: string) => boolean }} options.clean  what the clean step leaves of the files already there
 */
export const bundleOutput = ({ appDir, outputDir, name, isHost, production, pinsChunks, clean }) => ({
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
  clean,
});
