import path from 'node:path';
import { createRequire } from 'node:module';

const { rspack } = createRequire(new URL('../../', import.meta.url))('@rspack/core');

/**
 * A production build of the small app in `dir` (its `entry`, `output` file names, `plugins` and, when given, `module`
 * rules, `resolve` options and `devtool`) into `dir/dist`, with the Rspack our apps build with. Rejects with the build's errors.
 */
export function buildWithRspack(dir, { entry, filename, chunkFilename, plugins = [], module, resolve, devtool = false }) {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    devtool,
    entry,
    output: { path: path.join(dir, 'dist'), filename, chunkFilename },
    plugins,
    ...(module && { module }),
    ...(resolve && { resolve }),
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}
