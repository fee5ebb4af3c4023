import { rspack } from '@rspack/core';
import { CompileHintsPlugin } from '../compile-hints-plugin.js';
import { PrecompressPlugin } from '../precompress-plugin.js';
import { FolderFreeModuleIdsPlugin } from '../folder-free-module-ids-plugin.js';
import { MinifyWithoutProvisionalHashesPlugin } from '../minify-without-provisional-hashes-plugin.js';
import { StartAfterYieldPlugin } from '../start-after-yield-plugin.js';
import { RenderChunkInEntryPlugin } from '../render-chunk-in-entry-plugin.js';
import { RENDER_CHUNK } from './render-chunk.mjs';

/**
 * What a production build adds to its files: module ids, and the minifier's short names, that are the same in any
 * folder; each chunk's hash in the chunks that load it, when it pins them; compile hints; Brotli and gzip copies; and,
 * when the app asks, the start-up in a task of its own after what it wants called first; a host's render chunk in its
 * entry's file.
 * @param {{ production: boolean, pinsChunks: boolean, lazilyCompiledPackages: string[],
 *   beforeStartUp?: { call: (...args: any[]) => void, args?: unknown[] }, hostEntryChunk?: string }} options
 */
export const productionPlugins = ({ production, pinsChunks, lazilyCompiledPackages, beforeStartUp, hostEntryChunk }) => [
  ...(pinsChunks ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' })] : []),
  ...(production
    ? [
        new FolderFreeModuleIdsPlugin(),
        new MinifyWithoutProvisionalHashesPlugin(),
        new CompileHintsPlugin({ minBytes: 8 * 1024, skipPackages: lazilyCompiledPackages }),
        ...(beforeStartUp ? [new StartAfterYieldPlugin(beforeStartUp)] : []),
        ...(hostEntryChunk ? [new RenderChunkInEntryPlugin({ entryChunk: hostEntryChunk, renderChunk: RENDER_CHUNK })] : []),
        new PrecompressPlugin(),
      ]
    : []),
];
