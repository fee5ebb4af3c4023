import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { STANDALONE_RUNTIME_FILE } from './standalone-runtime.mjs';

/**
 * The app's page template: its own src/index.html, or the page every remote without one shows when it runs alone.
 * @param {string} appDir
 */
export function pageTemplate(appDir) {
  const ownTemplate = path.join(appDir, 'src/index.html');
  return existsSync(ownTemplate) ? ownTemplate : fileURLToPath(new URL('../remote-page.html', import.meta.url));
}

/**
 * The app's HTML pages. A template may name `federationRuntime` (the lent runtime's file, when the page must load
 * it itself), `earlyScripts[name]` (each early script's file) and each of the app's `pageValues`.
 * @param {object} options
 * @param {string} options.template
 * @param {boolean} options.isHost
 * @param {string} options.title
 * @param {boolean} options.lendsRuntime
 * @param {Record<string, string>} options.earlyScriptFiles  filled in as the early scripts' builds end
 * @param {Record<string, string>} [options.pageValues]
 */
export function htmlPages({ template, isHost, title, lendsRuntime, earlyScriptFiles, pageValues = {} }) {
  // A function, so the early scripts' files are read once their builds (which run first) have written them.
  const templateParameters = (params) => ({
    ...params,
    ...pageValues,
    federationRuntime: lendsRuntime ? STANDALONE_RUNTIME_FILE : '',
    earlyScripts: earlyScriptFiles,
  });
  return [
    new rspack.HtmlRspackPlugin({
      template,
      // The shell's pages get their titles from each page (PageHead), prerendered into the HTML.
      ...(isHost ? {} : { title }),
      inject: 'body',
      templateParameters,
    }),
    // The page a server returns with status 404; the app then shows its error screen.
    ...(isHost ? [new rspack.HtmlRspackPlugin({ template, inject: 'body', filename: '404.html', templateParameters })] : []),
  ];
}
