/* global document -- it runs in the page */
/**
 * Asks for the page's remote's files, which the prerender keeps in a template marked `mark` (REMOTE_FILES in
 * page-marks.js): the shell's build writes this function into the app's entry, which calls it in its own task before
 * the start-up runs in the next (tooling/start-after-yield-plugin.js), so it uses nothing but its argument and the
 * page. Plain JavaScript for that.
 *
 * The entry runs once the page has painted (shell/src/startup/start-app-after-paint.ts, which also gives the rule
 * these requests serve: they keep the entry's evaluation in Lighthouse's graph as work after the paint); the remote's
 * files, asked for then, arrive before the shared packages asked for at the paint.
 * @param {string} mark
 */
export function askForRemoteFiles(mark) {
  for (const template of document.querySelectorAll(`template[${mark}]`)) {
    document.head.append(...template.content.children);
    template.remove();
  }
}
