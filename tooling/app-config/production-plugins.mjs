import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from '../compile-hints-plugin.js';
import { PrecompressPlugin } from '../precompress-plugin.js';

/**
 * What a production build adds to its files: each chunk's hash in the chunks that load it, when it pins them;
 * compile hints; Brotli and gzip copies.
 * @param {{ production: boolean, pinsChunks: boolean, lazilyCompiledPackages: string[] }} options
 */
export const productionPlugins = ({ production, pinsChunks, lazilyCompiledPackages }) => [
  ...(pinsChunks ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' })] : []),
  ...(production ? [new CompileHintsPlugin({ minBytes: 8 * 1024, skipPackages: lazilyCompiledPackages }), new PrecompressPlugin()] : []),
];
