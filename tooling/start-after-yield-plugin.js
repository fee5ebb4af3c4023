/**
 * A host's entry runs its whole start-up in the task that evaluates its file: federation's runtime evaluated, its
 * plugins made, its instance set up, the shared packages asked for, up to the start-up's first wait. On a phone that
 * is one long task, which Lighthouse's simulation counts at four times its length. With this plugin the entry's own
 * task calls `call` (written into the file from its source, so it may use nothing but its arguments and the page)
 * and ends; the start-up runs in the next task, at the priority of an answer to the visitor (`scheduler.postTask`,
 * `user-blocking`) where the browser has it, after a timer of 0 where not.
 *
 * The start-up call is the one Rspack writes at the end of an entry chunk whose start-up federation wraps
 * (`asyncStartup`); a build without it fails, naming the file.
 */
const STARTUP_CALL = 'var __webpack_exports__ = __webpack_require__.x();';

export class StartAfterYieldPlugin {
  /** @param {{ call: (...args: any[]) => void, args?: unknown[] }} options */
  constructor({ call, args = [] }) {
    this.firstCall = `(${call})(...${JSON.stringify(args)});`;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartAfterYieldPlugin', (compilation) => {
      // Before minifying, while the start-up call reads as Rspack writes it.
      compilation.hooks.processAssets.tap({ name: 'StartAfterYieldPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const { source } = compilation.getAsset(file);
            const code = source.source().toString();
            const calls = code.split(STARTUP_CALL).length - 1;
            if (calls !== 1) {
              compilation.errors.push(
                new WebpackError(`${file} holds ${calls} start-up calls (${STARTUP_CALL}) where StartAfterYieldPlugin defers one`),
              );
              continue;
            }
            // Replaced in place, so the file keeps its source map.
            const deferred = new sources.ReplaceSource(source);
            const at = code.indexOf(STARTUP_CALL);
            deferred.replace(at, at + STARTUP_CALL.length - 1, this.deferredStartup());
            compilation.updateAsset(file, deferred);
          }
        }
      });
    });
  }

  deferredStartup() {
    return `var __webpack_exports__;
${this.firstCall}
var startAfterYield = function () { __webpack_require__.x(); };
if (typeof scheduler === "object" && scheduler.postTask) scheduler.postTask(startAfterYield, { priority: "user-blocking" });
else setTimeout(startAfterYield, 0);`;
  }
}
