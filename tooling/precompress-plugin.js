import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The copies written beside each hashed text file, for a web server to send as they are (nginx's
 * brotli_static and gzip_static) to a browser that accepts the encoding.
 */
export const PRECOMPRESSED_COPIES = [
  {
    suffix: '.br',
    compress: (buffer) =>
      promisify(brotliCompress)(buffer, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  { suffix: '.gz', compress: (buffer) => promisify(gzip)(buffer, { level: constants.Z_BEST_COMPRESSION }) },
];

export const isPrecompressedCopy = (file) => PRECOMPRESSED_COPIES.some(({ suffix }) => file.endsWith(suffix));

/** A hashed file and the names of its precompressed copies (each there only where it saved enough). */
export const withPrecompressedCopies = (file) => [file, ...PRECOMPRESSED_COPIES.map(({ suffix }) => file + suffix)];

/**
 * A server that compresses each response as it goes picks a fast level: Brotli at its top quality makes
 * a page's first load about 15% smaller than gzip 6, but takes far too long to run per request. So the
 * build compresses once. Only hashed files (under `assets/`): their content never changes under their
 * name, so a copy can never go stale, where a file a deploy rewrites (remotes.json, the pages) would be
 * answered from an old copy. A copy is kept only when it saves a packet's worth or more.
 */
export class PrecompressPlugin {
  constructor({ folder = 'assets/', types = /\.(js|css|svg|json)$/, minSavedBytes = 1024 } = {}) {
    this.folder = folder;
    this.types = types;
    this.minSavedBytes = minSavedBytes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // After minifying, the compile hints and the content hashes: the bytes compressed are the bytes served.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () =>
          Promise.all(
            compilation
              .getAssets()
              .filter(({ name }) => name.startsWith(this.folder) && this.types.test(name))
              .flatMap(({ name, source }) => {
                const buffer = source.buffer();
                return PRECOMPRESSED_COPIES.map(async ({ suffix, compress }) => {
                  const compressed = await compress(buffer);
                  if (buffer.length - compressed.length < this.minSavedBytes) return;
                  compilation.emitAsset(`${name}${suffix}`, new sources.RawSource(compressed), { immutable: true });
                });
              }),
          ),
      );
    });
  }
}
