/**
 * The host's entry holds no shared package, so federation runs it at once, while the shared packages cross the
 * link; it imports the app's React part as a chunk of this name (shell/src/index.ts), which waits for them, and which
 * the build writes into the entry's file (render-chunk-in-entry-plugin.js).
 */
export const RENDER_CHUNK = 'bootstrap';

/**
 * The host's split of the render chunk: its code in one chunk, the packages only it uses included (Rspack's default
 * split would put React Router in a chunk of its own: a file asked for after the entry runs); its styles in the
 * entry's stylesheet (`entryChunk`), which the page links, as the first paint needs them.
 * @param {string} entryChunk  the entry's chunk name
 */
export function renderChunkGroups(entryChunk) {
  const inRenderChunk = (chunk) => chunk.name === RENDER_CHUNK;
  return {
    renderStyles: { test: /\.css$/, chunks: inRenderChunk, name: entryChunk, enforce: true, priority: 20 },
    renderCode: {
      test: (module) => module.type.startsWith('javascript'),
      chunks: inRenderChunk,
      name: RENDER_CHUNK,
      enforce: true,
      priority: 5,
    },
  };
}
