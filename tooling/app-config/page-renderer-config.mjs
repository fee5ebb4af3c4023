// The shell's page renderer, built beside the shell: its prerender as one CommonJS file any Node runs with no
// install (`_render/render-pages.cjs`), and the app's own page it renders into (`_render/app-page.html`, the build's
// index.html before any page is prerendered). A shell's release ships both, so a remote's release renders its
// pages with the live shell's (release/remote-pages.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_RENDERER } from '../prerender/page-renderer-files.mjs';

/** Adds the app's page, as the shell's build wrote it, to the renderer's output. */
function appPagePlugin(dist) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AppPage', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'AppPage', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const page = path.join(dist, 'index.html');
          compilation.emitAsset(path.basename(PAGE_RENDERER.appPage), new compiler.rspack.sources.RawSource(readFileSync(page)));
        });
      });
    },
  };
}

/**
 * The Rspack config of a shell's page renderer; run after the shell's own build, whose index.html it takes.
 * @param {{ appDir: string }} options
 */
export function pageRendererConfig({ appDir }) {
  const dist = path.join(appDir, 'dist');
  return {
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { 'render-pages': fileURLToPath(new URL('../prerender/render-entry.mjs', import.meta.url)) },
    output: { path: path.join(dist, PAGE_RENDERER.folder), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: false },
    // Readable when a team needs to see how its page was written; ids are paths from the shell's folder, the same in any checkout.
    optimization: { minimize: false, moduleIds: 'named', chunkIds: 'named' },
    devtool: false,
    plugins: [appPagePlugin(dist)],
  };
}
