/**
 * The host's entry holds no shared package, so federation runs it at once; its React part is a chunk of its own
 * (RENDER_CHUNK), whose shared packages federation asks for only when the entry imports it. That chunk is written into
 * the entry's file here, ahead of the entry's code: the entry's runtime installs it as the file runs (a chunk file
 * only queues its modules), so the import asks for no file, and the page still preloads one script before its paint,
 * as many bytes as before. A build without the chunk fails, naming it.
 */
export class RenderChunkInEntryPlugin {
  /** @param {{ entryChunk: string, renderChunk: string }} options */
  constructor({ entryChunk, renderChunk }) {
    this.entryChunk = entryChunk;
    this.renderChunk = renderChunk;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RenderChunkInEntryPlugin', (compilation) => {
      // After minifying, each file minified as Rspack wrote it. Minified together, the names varied between folders;
      // the cause was the provisional hashes the minifier saw (MinifyWithoutProvisionalHashesPlugin), and joining
      // before it has not been measured since.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'RenderChunkInEntryPlugin', stage }, () => {
        const scriptOf = (name) => {
          const chunk = [...compilation.chunks].find((candidate) => candidate.name === name);
          return chunk && [...chunk.files].find((file) => file.endsWith('.js'));
        };
        const [entryFile, renderFile] = [scriptOf(this.entryChunk), scriptOf(this.renderChunk)];
        if (!entryFile || !renderFile) {
          const missing = entryFile
            ? `a chunk named "${this.renderChunk}" (its entry imports its React part so)`
            : `an entry chunk "${this.entryChunk}"`;
          compilation.errors.push(new WebpackError(`RenderChunkInEntryPlugin: the build has no script of ${missing}`));
          return;
        }
        const render = compilation.getAsset(renderFile).source;
        compilation.updateAsset(entryFile, (entry) => new sources.ConcatSource(render, '\n', entry));
        compilation.deleteAsset(renderFile);
      });
    });
  }
}
