import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from '../compile-hints-plugin.js';
import { PrecompressPlugin } from '../precompress-plugin.js';
import { FolderFreeModuleIdsPlugin } from '../folder-free-module-ids-plugin.js';

/**
 * What a production build adds to its files: module ids that are the same in any folder; each chunk's hash in the
 * chunks that load it, when it pins them; compile hints; Brotli and gzip copies.
 * @param {{ production: boolean, pinsChunks: boolean, lazilyCompiledPackages: string[] }} options
 */
export const productionPlugins = ({ production, pinsChunks, lazilyCompiledPackages }) => [
  ...(pinsChunks ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' })] : []),
  ...(production
    ? [
        new FolderFreeModuleIdsPlugin(),
        new CompileHintsPlugin({ minBytes: 8 * 1024, skipPackages: lazilyCompiledPackages }),
        new PrecompressPlugin(),
      ]
    : []),
];
