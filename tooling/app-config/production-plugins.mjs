import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from '../compile-hints-plugin.js';
import { PrecompressPlugin } from '../precompress-plugin.js';
import { FolderFreeModuleIdsPlugin } from '../folder-free-module-ids-plugin.js';
import { StartAfterYieldPlugin } from '../start-after-yield-plugin.js';

/**
 * What a production build adds to its files: module ids that are the same in any folder; each chunk's hash in the
 * chunks that load it, when it pins them; compile hints; Brotli and gzip copies; and, when the app asks, the start-up
 * in a task of its own after what it wants called first.
 * @param {{ production: boolean, pinsChunks: boolean, lazilyCompiledPackages: string[],
 *   beforeStartUp?: { call: (...args: any[]) => void, args?: unknown[] } }} options
 */
export const productionPlugins = ({ production, pinsChunks, lazilyCompiledPackages, beforeStartUp }) => [
  ...(pinsChunks ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' })] : []),
  ...(production
    ? [
        new FolderFreeModuleIdsPlugin(),
        new CompileHintsPlugin({ minBytes: 8 * 1024, skipPackages: lazilyCompiledPackages }),
        ...(beforeStartUp ? [new StartAfterYieldPlugin(beforeStartUp)] : []),
        new PrecompressPlugin(),
      ]
    : []),
];
