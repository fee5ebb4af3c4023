/**
 * V8 compiles a function only when it is first called, on the main thread, unless its file begins with
 * the `//# allFunctionsCalledOnLoad` hint: then it compiles the whole file as the file streams in, off the
 * main thread. An app's chunks load because their code is about to run (at start-up, or when a part of
 * the page is wanted), so the hint suits them. Two kinds are left alone: chunks too small for the
 * compile to matter, whose bytes it would only add to, and chunks of the packages named, which use a
 * small part of themselves (the demo call's Vapi and Daily SDKs).
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** @param {{ minBytes: number, skipPackages: string[] }} options */
  constructor({ minBytes, skipPackages }) {
    this.minBytes = minBytes;
    this.skipPackages = skipPackages.map((name) => `/node_modules/${name}/`);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying, which would drop the comment, and before the content hashes are settled.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          if (this.holdsSkippedPackage(compilation, chunk)) continue;
          for (const file of chunk.files) {
            const asset = compilation.getAsset(file);
            if (!file.endsWith('.js') || !asset || asset.source.size() < this.minBytes) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }

  holdsSkippedPackage(compilation, chunk) {
    return compilation.chunkGraph
      .getChunkModules(chunk)
      .some((module) => this.skipPackages.some((folder) => (module.nameForCondition?.() ?? '').replaceAll('\\', '/').includes(folder)));
  }
}
